import { useRef, useState, type ChangeEvent } from 'react';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { App, Avatar, Button, Flex, theme } from '@afilia/platform/antd';
import { imageFileProblem } from '@afilia/contracts';
import { api, useFailureToast } from '@afilia/platform';

/** An image field's texts and limit: the seed's messages for each image (seed 001 §5, §8). */
export interface ImageTexts {
  label: string;
  maxBytes: number;
  uploaded: string;
  deleted: string;
  failed: string;
  upload: string;
  remove: string;
}

/**
 * An image of the creator's (the shop's logo and background, the profile's photo): its picture,
 * 'Subir' and 'Eliminar'. A picked file is checked here (an image, within the limit), uploaded,
 * and its address handed to `onChange`, which the page saves with the rest; the server checks
 * the bytes again.
 */
export function ImageField({
  texts,
  url,
  shape = 'square',
  onChange,
}: {
  texts: ImageTexts;
  url: string | null;
  shape?: 'square' | 'circle';
  onChange(url: string | null): void;
}) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const showFailure = useFailureToast();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again
    if (!file) return;
    const problem = imageFileProblem(file, texts.maxBytes);
    if (problem) return void message.error(problem);
    setUploading(true);
    try {
      onChange((await api.uploadImage(file)).url);
      message.success(texts.uploaded);
    } catch (error) {
      showFailure(texts.failed, error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex align="center" gap={token.margin} wrap style={{ marginBottom: token.margin }}>
      <Avatar shape={shape} size={64} src={url ?? undefined} alt="" icon={<UploadOutlined />} />
      <Flex vertical gap={token.marginXXS}>
        <span style={{ fontWeight: 500 }}>{texts.label}</span>
        <span style={{ color: token.colorTextDescription }}>PNG, JPEG o WebP, hasta {Math.round(texts.maxBytes / (1024 * 1024))}MB.</span>
        <Flex gap={token.marginXS} wrap>
          <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
            {texts.upload}
          </Button>
          {url && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={uploading}
              onClick={() => {
                onChange(null);
                message.success(texts.deleted);
              }}
            >
              {texts.remove}
            </Button>
          )}
        </Flex>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          // Not `hidden`: antd's form styles show file inputs (display: block) over the attribute.
          style={{ display: 'none' }}
          aria-label={`Archivo: ${texts.label}`}
          onChange={(e) => void onPick(e)}
        />
      </Flex>
    </Flex>
  );
}

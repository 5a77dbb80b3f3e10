import { useRef, type ChangeEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { App, Avatar, Button, Card, Flex, Spin, theme } from '@afilia/platform/antd';
import { Form, Input } from '@afilia/platform/antd-extra';
import { BRAND_DESCRIPTION_MAX, type Brand, type UpdateBrandRequest } from '@afilia/contracts';
import { api, session, useFailureToast, useFormIssues, useLoadFailureToast } from '@afilia/platform';
import { brandApi, brandKey } from './brand-api';
import {
  BRAND_TEXTS,
  brandFormValuesOf,
  canSaveBrand,
  checkBrandForm,
  logoFileProblem,
  withLogo,
  type BrandFormValues,
} from './brand-form';

/** The brand's name is in the session too (menus, the agency's list): read it again after a change. */
const refreshSessionBrands = () => session.reloadUser().catch((error: unknown) => console.error('No se pudo recargar el usuario', error));

/**
 * Brand settings' brand information (seed 002 §2, §5): name (save disabled while blank),
 * description up to 500 characters with a counter, and the logo (an image up to 5 MB), which is
 * saved as soon as it is uploaded or removed.
 */
export function BrandInfoCard({ brandId }: { brandId: string }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BrandFormValues>();
  const name = Form.useWatch('name', form);
  const fileInput = useRef<HTMLInputElement>(null);
  const showFailure = useFailureToast();
  const showIssues = useFormIssues(form);

  const { data: brand, isPending, error } = useQuery({ queryKey: brandKey(brandId), queryFn: () => brandApi(api).get(brandId) });
  useLoadFailureToast(BRAND_TEXTS.loadError, error);

  const saved = async (brand: Brand) => {
    queryClient.setQueryData(brandKey(brandId), brand);
    await refreshSessionBrands();
  };

  const save = useMutation({
    mutationFn: (request: UpdateBrandRequest) => brandApi(api).update(brandId, request),
    onSuccess: async (brand) => {
      message.success(BRAND_TEXTS.updated);
      await saved(brand);
    },
    onError: (error) => showFailure(BRAND_TEXTS.updateError, error),
  });

  const logo = useMutation({
    mutationFn: async ({ current, file }: { current: Brand; file: File | null }) => {
      const logoUrl = file ? (await api.uploadImage(file)).url : null;
      return brandApi(api).update(brandId, withLogo(current, logoUrl));
    },
    onSuccess: async (brand, { file }) => {
      message.success(file ? BRAND_TEXTS.logoUploaded : BRAND_TEXTS.logoDeleted);
      await saved(brand);
    },
    onError: (error, { file }) => showFailure(file ? BRAND_TEXTS.logoUploadError : BRAND_TEXTS.logoDeleteError, error),
  });

  const onPickLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again
    if (!file || !brand) return;
    const problem = logoFileProblem(file);
    if (problem) {
      message.error(problem);
      return;
    }
    logo.mutate({ current: brand, file });
  };

  const onFinish = (values: BrandFormValues) => {
    const checked = checkBrandForm(values, brand?.logoUrl ?? null);
    if (!checked.success) {
      showIssues(checked.error);
      return;
    }
    save.mutate(checked.data);
  };

  if (isPending || !brand) {
    return (
      <Card title="Información de la Marca">
        <Flex justify="center" style={{ padding: token.padding }}>
          {isPending && <Spin />}
        </Flex>
      </Card>
    );
  }

  return (
    <Card title="Información de la Marca">
      <Flex align="center" gap={token.margin} wrap style={{ marginBottom: token.marginLG }}>
        <Avatar
          shape="square"
          size={72}
          src={brand.logoUrl ?? undefined}
          alt={`Logo de ${brand.name}`}
          style={{ background: brand.logoUrl ? 'transparent' : token.colorPrimary, fontSize: 28, flexShrink: 0 }}
        >
          {brand.name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <Flex vertical gap={token.marginXXS}>
          <span style={{ fontWeight: 500 }}>Logo</span>
          <span style={{ color: token.colorTextDescription }}>PNG, JPEG o WebP, hasta 5MB.</span>
          <Flex gap={token.marginXS} wrap>
            <Button
              icon={<UploadOutlined />}
              loading={logo.isPending && logo.variables?.file !== null}
              onClick={() => fileInput.current?.click()}
            >
              Subir logo
            </Button>
            {brand.logoUrl && (
              <Button
                danger
                icon={<DeleteOutlined />}
                loading={logo.isPending && logo.variables?.file === null}
                disabled={logo.isPending}
                onClick={() => logo.mutate({ current: brand, file: null })}
              >
                Eliminar logo
              </Button>
            )}
          </Flex>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            aria-label="Archivo del logo"
            onChange={onPickLogo}
          />
        </Flex>
      </Flex>
      <Form<BrandFormValues>
        key={brand.id}
        name="brand"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={brandFormValuesOf(brand)}
        onFinish={onFinish}
        disabled={save.isPending}
      >
        <Form.Item label="Nombre de la marca" name="name">
          <Input placeholder="Mi Marca" />
        </Form.Item>
        <Form.Item label="Descripción" name="description">
          <Input.TextArea rows={4} showCount maxLength={BRAND_DESCRIPTION_MAX} placeholder="Contá de qué se trata tu marca" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!canSaveBrand(name ?? brand.name)}>
          Guardar Cambios
        </Button>
      </Form>
    </Card>
  );
}

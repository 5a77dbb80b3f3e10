import { Alert, Button, Flex, QRCode, theme, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import type { TotpEnrollment } from '@afilia/contracts';
import { CopyButton } from '../ui/copy-button';
import { TWO_FACTOR_TEXTS as T } from './two-factor-texts';

/**
 * What an authenticator app needs to add the account: the QR of its otpauth:// address and the
 * key to type by hand. Black on white whatever the theme, as cameras read it best so.
 */
export function TotpEnrollmentView({ enrollment }: { enrollment: TotpEnrollment }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={12}>
      <div style={{ background: '#fff', padding: 8, borderRadius: token.borderRadius }}>
        {/* antd hands aria-* to the canvas, which is the image. */}
        <QRCode value={enrollment.uri} size={176} color="#000000" bgColor="#ffffff" bordered={false} aria-label={T.qrLabel} />
      </div>
      <Typography.Text style={{ textAlign: 'center' }}>{T.keyIntro}</Typography.Text>
      <Flex align="center" gap={8} wrap="wrap" justify="center">
        <code data-testid="totp-key" style={{ fontSize: 15, letterSpacing: 1, wordBreak: 'break-all', textAlign: 'center' }}>
          {enrollment.key}
        </code>
        <CopyButton text={enrollment.key.replace(/ /g, '')} toast={T.keyCopied} label={T.copyKey} size="small" />
      </Flex>
    </Flex>
  );
}

/** The recovery codes, shown once, with ways to keep them; `onDone` closes the panel. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${T.codesTitle} (Afilia)\n\n${codes.join('\n')}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'afilia-codigos-de-recuperacion.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {T.codesTitle}
      </Typography.Title>
      <Alert type="warning" showIcon title={T.codesWarning} />
      <ol
        aria-label={T.codesListLabel}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 8, margin: 0, paddingInlineStart: 24 }}
      >
        {codes.map((code) => (
          <li key={code}>
            <code style={{ fontSize: 15 }}>{code}</code>
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap="wrap">
        <CopyButton text={codes.join('\n')} toast={T.codesCopied} label={T.copyCodes}>
          {T.copyCodes}
        </CopyButton>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {T.downloadCodes}
        </Button>
        <Button type="primary" onClick={onDone}>
          {T.codesDone}
        </Button>
      </Flex>
    </Flex>
  );
}

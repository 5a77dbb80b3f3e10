import { Button, Flex, theme } from '@afilia/platform/antd';
import { Alert, Modal } from '@afilia/platform/antd-extra';
import { CopyButton } from '@afilia/platform';

/** What a secret's dialog says: its title, the warning, how the secret is named, and its copy button's words. */
export interface SecretDialogTexts {
  title: string;
  warning: string;
  /** The secret's accessible name. */
  label: string;
  copy: string;
  /** The copy button's accessible name, when the dialog's subject should be in it. */
  copyLabel?: string;
  copied: string;
}

/** A new secret (an API key, a webhook's signing secret), once: to copy now, since lists show only its start. */
export function SecretDialog({ secret, texts, onClose }: { secret: string | null; texts: SecretDialogTexts; onClose: () => void }) {
  const { token } = theme.useToken();
  return (
    <Modal
      open={secret !== null}
      title={texts.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Listo
        </Button>
      }
      destroyOnHidden
    >
      {secret && (
        <Flex vertical gap={token.margin}>
          <Alert type="warning" showIcon title={texts.warning} />
          <code
            aria-label={texts.label}
            style={{
              overflowWrap: 'anywhere',
              padding: token.paddingSM,
              background: token.colorFillTertiary,
              borderRadius: token.borderRadius,
            }}
          >
            {secret}
          </code>
          <CopyButton text={secret} toast={texts.copied} label={texts.copyLabel ?? texts.copy}>
            {texts.copy}
          </CopyButton>
        </Flex>
      )}
    </Modal>
  );
}

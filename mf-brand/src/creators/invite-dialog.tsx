import { useState, type ReactNode } from 'react';
import { Button, theme } from '@afilia/platform/antd';
import { Form, Input, Modal, Select } from '@afilia/platform/antd-extra';
import {
  COLLABORATION_MESSAGE_MAX,
  COLLABORATION_TEXTS,
  formatMoney,
  LINK_MESSAGES,
  type DirectoryCreator,
  type DirectoryTab,
} from '@afilia/contracts';
import { clearIssuesOnChange, useFailureToast, useFormIssues, useServerFieldError } from '@afilia/platform';
import { checkInvite, offersInvite, type InviteFormValues } from './creator-detail';
import { CREATOR_DETAIL_TEXTS as T } from './creator-detail-texts';
import { useInviteCreator, useOfferedProducts } from './use-creator-detail';

/** Whom the invitation is for. */
export type InviteTarget = Pick<DirectoryCreator, 'id' | 'name'>;

interface InviteDialogProps {
  open: boolean;
  /** The acting brand (an agency's active one); null for a brand owner, whose own the gateway takes. */
  brandId: string | null;
  creator: InviteTarget;
  onClose(): void;
}

const NEW_INVITE: InviteFormValues = { productId: null, message: '' };

/**
 * 'Invitar a Producto' (seed 001 §2, §5, §8): one of the brand's active products, required
 * ('Selecciona un producto'), and an optional message. 'Invitación enviada exitosamente' on
 * success; what the gateway refuses about the product ('Ya hay una colaboración para este
 * producto') is shown on it, anything else toasted as 'Error al enviar invitación: …'. The same
 * dialog serves the directory's cards and the creator's page; mount it anew (a `key`) per opening.
 */
export function InviteDialog({ open, brandId, creator, onClose }: InviteDialogProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<InviteFormValues>();
  const showIssues = useFormIssues(form);
  const showServerField = useServerFieldError(form);
  const showFailure = useFailureToast();
  const invite = useInviteCreator(brandId);
  const products = useOfferedProducts(brandId, open);
  const offered = products.data ?? [];
  const noProducts = products.isSuccess && offered.length === 0;

  const onFinish = async (values: InviteFormValues) => {
    const checked = checkInvite(values);
    if (!checked.success) return showIssues(checked.error);
    try {
      await invite.mutateAsync({ creatorId: creator.id, body: { productId: checked.data.productId, message: checked.data.message } });
      onClose();
    } catch (error) {
      if (!showServerField(error)) showFailure(COLLABORATION_TEXTS.inviteError, error);
    }
  };

  return (
    <Modal
      open={open}
      title={T.inviteTitle(creator.name)}
      okText={T.inviteSend}
      cancelText={T.cancel}
      okButtonProps={{ disabled: noProducts }}
      confirmLoading={invite.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<InviteFormValues>
        name="invite-creator"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={NEW_INVITE}
        onFinish={onFinish}
        onValuesChange={clearIssuesOnChange(form)}
        disabled={invite.isPending}
        style={{ marginTop: token.marginMD }}
      >
        <Form.Item
          label={COLLABORATION_TEXTS.inviteProduct}
          name="productId"
          extra={noProducts ? `${LINK_MESSAGES.noProducts}. ${T.inviteNoProductsHint}` : products.isError ? T.productsLoadError : undefined}
        >
          <Select
            autoFocus
            aria-required
            loading={products.isPending}
            disabled={noProducts}
            placeholder={noProducts ? LINK_MESSAGES.noProducts : COLLABORATION_TEXTS.productRequired}
            options={offered.map((p) => ({ value: p.id, label: `${p.name} · ${formatMoney(p.priceCents)}` }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item label={T.inviteMessage} name="message">
          <Input.TextArea rows={3} count={{ show: true, max: COLLABORATION_MESSAGE_MAX }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Which creator the dialog is for; `session` mounts it anew for each opening. */
type InviteState = { open: boolean; creator: InviteTarget | null; session: number };

/**
 * The invite dialog's state for a screen: `openFor` opens it for a creator, `dialog` is the dialog
 * to render, and `cardActions` the directory cards' 'Invitar a Producto' button (platform tab,
 * creators that are not the brand's own: seed 001 §2).
 */
export function useInviteDialog(brandId: string | null) {
  const [state, setState] = useState<InviteState>({ open: false, creator: null, session: 0 });
  const openFor = (creator: InviteTarget) => setState((s) => ({ open: true, creator, session: s.session + 1 }));
  const cardActions = (creator: DirectoryCreator, tab: DirectoryTab): ReactNode =>
    offersInvite(creator, tab) ? (
      <Button onClick={() => openFor(creator)} aria-label={`${COLLABORATION_TEXTS.invite}: ${creator.name}`}>
        {COLLABORATION_TEXTS.invite}
      </Button>
    ) : null;
  const dialog = state.creator && (
    <InviteDialog
      key={state.session}
      open={state.open}
      brandId={brandId}
      creator={state.creator}
      onClose={() => setState((s) => ({ ...s, open: false }))}
    />
  );
  return { openFor, cardActions, dialog };
}

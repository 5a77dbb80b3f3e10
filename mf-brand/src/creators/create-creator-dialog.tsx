import { theme } from '@afilia/platform/antd';
import { Form, Input, Modal } from '@afilia/platform/antd-extra';
import { DIRECTORY_TEXTS, type CreateCreatorRequest } from '@afilia/contracts';
import { clearIssuesOnChange, useFailureToast, useFormIssues, useServerFieldError } from '@afilia/platform';
import { checkCreatorForm, NEW_CREATOR_VALUES, type CreatorFormValues } from './creator-form';
import { CREATOR_SCREEN_TEXTS as T } from './creator-texts';

interface CreateCreatorDialogProps {
  open: boolean;
  saving: boolean;
  onClose(): void;
  /** Resolves once created; throws the API's error. */
  onCreate(request: CreateCreatorRequest): Promise<unknown>;
}

/**
 * 'Crear Creador' (seed 001 §5): a name of 2 or more characters, an optional valid e-mail,
 * categories separated by commas, and the three networks' usernames. The contracts schema checks
 * it first (each issue on its field, the first one toasted); what the gateway refuses about a
 * field ('Ya tienes un creador con este nombre') is shown on that field, anything else is toasted
 * as 'Error al crear creador: …'.
 */
export function CreateCreatorDialog({ open, saving, onClose, onCreate }: CreateCreatorDialogProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<CreatorFormValues>();
  const showIssues = useFormIssues(form);
  const showServerField = useServerFieldError(form);
  const showFailure = useFailureToast();

  const onFinish = async (values: CreatorFormValues) => {
    const checked = checkCreatorForm(values);
    if (!checked.success) return showIssues(checked.error);
    try {
      await onCreate(checked.request);
      onClose();
    } catch (error) {
      if (!showServerField(error)) showFailure(DIRECTORY_TEXTS.createError, error);
    }
  };

  return (
    <Modal
      open={open}
      title={DIRECTORY_TEXTS.createCreator}
      okText={DIRECTORY_TEXTS.createCreator}
      cancelText={T.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CreatorFormValues>
        name="create-creator"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={NEW_CREATOR_VALUES}
        onFinish={onFinish}
        onValuesChange={clearIssuesOnChange(form)}
        disabled={saving}
        style={{ marginTop: token.marginMD }}
      >
        <Form.Item label={T.name} name="name">
          <Input autoFocus maxLength={100} autoComplete="off" aria-required />
        </Form.Item>
        <Form.Item label={T.email} name="email" extra={T.emailHelp}>
          <Input inputMode="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label={T.categories} name="categories" extra={T.categoriesHelp}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={T.instagram} name="instagram" extra={T.handleHelp}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={T.tiktok} name="tiktok" extra={T.handleHelp}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={T.youtube} name="youtube" extra={T.handleHelp}>
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

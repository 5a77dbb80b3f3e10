import { useId, useState } from 'react';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, Flex, Spin, theme } from '@afilia/platform/antd';
import { Form, Input, Modal } from '@afilia/platform/antd-extra';
import { LIST_TEXTS, type CreatorListSummary, type DirectoryCreator } from '@afilia/contracts';
import { clearIssuesOnChange, useFailureToast, useFormIssues, useServerFieldError } from '@afilia/platform';
import { checkListForm, type ListFormValues } from './creator-form';
import { CREATOR_SCREEN_TEXTS as T } from './creator-texts';
import { creatorCountText, toggleListId } from './list-picks';
import { useCreateList, useCreatorLists, useSetCreatorLists } from './use-creators';

/** The list area's height at most (seed 001 §9); longer lists scroll inside it. */
const LIST_AREA_MAX_HEIGHT = 300;

interface AddToListDialogProps {
  open: boolean;
  creator: DirectoryCreator;
  onClose(): void;
}

/**
 * 'Agregar a Lista' (seed 001 §2, §5, §9): the user's lists as checkboxes, the creator's own
 * already checked; 'Nueva lista' makes one and checks it; 'Guardar' leaves the creator in exactly
 * the checked lists. Mount it anew (a `key`) for each opening: what was checked starts from the
 * server's answer.
 */
export function AddToListDialog({ open, creator, onClose }: AddToListDialogProps) {
  const { token } = theme.useToken();
  const lists = useCreatorLists(creator.id, open);
  const save = useSetCreatorLists();
  // null until the user checks or unchecks one: the lists the creator is in, as the server says.
  const [picked, setPicked] = useState<string[] | null>(null);
  const rows = lists.data ?? [];
  const checked = picked ?? rows.filter((list) => list.includesCreator).map((list) => list.id);

  const onSave = () => save.mutate({ creatorId: creator.id, listIds: checked }, { onSuccess: onClose });

  return (
    <Modal
      open={open}
      title={LIST_TEXTS.dialogTitle}
      okText={LIST_TEXTS.save}
      cancelText={T.cancel}
      okButtonProps={{ disabled: !lists.isSuccess }}
      confirmLoading={save.isPending}
      onOk={onSave}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={token.marginMD} style={{ marginTop: token.marginXS }}>
        <span style={{ color: token.colorTextDescription }}>{creator.name}</span>
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} disabled={save.isPending}>
          <legend style={{ fontWeight: token.fontWeightStrong, marginBottom: token.marginXS, fontSize: token.fontSize }}>
            {T.yourLists}
          </legend>
          {lists.isPending ? (
            <Flex justify="center" role="status" aria-label={T.loadingLists} style={{ padding: token.padding }}>
              <Spin />
            </Flex>
          ) : rows.length === 0 ? (
            <span style={{ color: token.colorTextDescription }}>{lists.isError ? LIST_TEXTS.loadError : LIST_TEXTS.noLists}</span>
          ) : (
            <div
              style={{
                maxHeight: LIST_AREA_MAX_HEIGHT,
                overflowY: 'auto',
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
              }}
            >
              {rows.map((list) => (
                <ListOption
                  key={list.id}
                  list={list}
                  checked={checked.includes(list.id)}
                  onChange={() => setPicked(toggleListId(checked, list.id))}
                />
              ))}
            </div>
          )}
        </fieldset>
        <NewListForm onCreated={(list) => setPicked([...checked, list.id])} />
      </Flex>
    </Modal>
  );
}

/** One list as a labelled native checkbox (the platform's antd has no Checkbox), in the theme's accent. */
function ListOption({ list, checked, onChange }: { list: CreatorListSummary; checked: boolean; onChange(): void }) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <label
      htmlFor={id}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: token.marginSM,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        cursor: 'pointer',
      }}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={onChange}
        style={{ accentColor: token.colorLink, width: 16, height: 16, marginTop: 3, flex: 'none', cursor: 'inherit' }}
      />
      <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {list.name}
        {list.description && (
          <span style={{ display: 'block', color: token.colorTextDescription, fontSize: token.fontSizeSM }}>{list.description}</span>
        )}
      </span>
      <span style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM, whiteSpace: 'nowrap' }}>
        {creatorCountText(list.creatorCount)}
      </span>
    </label>
  );
}

/**
 * 'Nueva lista' (seed 001 §5): a name, required and trimmed, and an optional description. A name
 * the user has already is refused on its field; any other failure is toasted.
 */
function NewListForm({ onCreated }: { onCreated(list: CreatorListSummary): void }) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<ListFormValues>();
  const showIssues = useFormIssues(form);
  const showServerField = useServerFieldError(form);
  const showFailure = useFailureToast();
  const create = useCreateList();

  const onFinish = async (values: ListFormValues) => {
    const checked = checkListForm(values);
    if (!checked.success) return showIssues(checked.error);
    try {
      const list = await create.mutateAsync(checked.data);
      form.resetFields();
      onCreated(list);
    } catch (error) {
      if (!showServerField(error)) showFailure(LIST_TEXTS.createError, error);
    }
  };

  return (
    <Form<ListFormValues>
      name="new-creator-list"
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onValuesChange={clearIssuesOnChange(form)}
      disabled={create.isPending}
      aria-label={LIST_TEXTS.newList}
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: token.paddingSM }}
    >
      <div style={{ fontWeight: token.fontWeightStrong, marginBottom: token.marginXS }}>{LIST_TEXTS.newList}</div>
      <Form.Item label={LIST_TEXTS.name} name="name" style={{ marginBottom: token.marginSM }}>
        <Input maxLength={100} autoComplete="off" aria-required />
      </Form.Item>
      <Form.Item label={LIST_TEXTS.description} name="description" style={{ marginBottom: token.marginSM }}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Button htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
        {LIST_TEXTS.create}
      </Button>
    </Form>
  );
}

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Modal, Radio } from 'antd';
import {
  DECIMAL_SEPARATOR_LABELS,
  DECIMAL_SEPARATORS,
  EXPORT_DATED,
  EXPORT_TEXTS,
  exportFormatSchema,
  exportRangeSchema,
  type DecimalSeparator,
  type ExportDataset,
} from '@afilia/contracts';
import { api } from '../instance';
import { exportsApi } from './exports-api';
import { clearIssuesOnChange, useFormIssues, useServerFieldError } from '../forms/use-form-issues';
import { useFailureToast } from '../feedback/use-failure-toast';

interface RangeValues {
  decimal: DecimalSeparator;
  from: string;
  to: string;
}

export interface ExportDialogProps {
  dataset: ExportDataset;
  /** The screen's filters, as the list's query takes them (the active brand, a campaign…). */
  filters?: Record<string, string | undefined>;
  /** What the dialog's title says is exported ('las transacciones'). */
  what: string;
  open: boolean;
  onClose(): void;
}

/**
 * 'Exportar CSV' (issue 39 §3): the decimal separator and, if wanted, the days, then the file
 * downloads with the screen's filters. Errors show on their fields (the range's are the
 * contract's; the server's come back to the same fields).
 */
export default function ExportDialog({ dataset, filters = {}, what, open, onClose }: ExportDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RangeValues>();
  const showIssues = useFormIssues(form);
  const showError = useServerFieldError(form);
  const showFailure = useFailureToast();
  const [decimal] = useState<DecimalSeparator>(() => (localStorage.getItem('afilia.export-decimal') === 'dot' ? 'dot' : 'comma'));
  const download = useMutation({
    mutationFn: (range: { decimal: DecimalSeparator; from?: string; to?: string }) =>
      exportsApi(api).download(dataset, { ...range, filters }),
    onSuccess: ({ blob, filename }, range) => {
      localStorage.setItem('afilia.export-decimal', range.decimal);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename ?? `${dataset}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      message.success(EXPORT_TEXTS.done);
      onClose();
    },
    onError: (error) => {
      if (!showError(error)) showFailure(EXPORT_TEXTS.failed, error);
    },
  });
  // The directory's rows have no date: its file takes no days.
  const dated = EXPORT_DATED[dataset];
  const onFinish = (values: RangeValues) => {
    const checked = dated
      ? exportRangeSchema.safeParse({ decimal: values.decimal, from: values.from || undefined, to: values.to || undefined })
      : exportFormatSchema.safeParse({ decimal: values.decimal });
    if (!checked.success) return showIssues(checked.error);
    download.mutate(checked.data);
  };
  return (
    <Modal open={open} title={`${EXPORT_TEXTS.title} ${what}`} onCancel={onClose} footer={null} destroyOnHidden>
      <Form
        name={`export-${dataset}`}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ decimal, from: '', to: '' }}
        onFinish={onFinish}
        onValuesChange={clearIssuesOnChange(form)}
      >
        <Form.Item label={EXPORT_TEXTS.decimal} name="decimal">
          <Radio.Group>
            <Flex vertical>
              {DECIMAL_SEPARATORS.map((option) => (
                <Radio key={option} value={option}>
                  {DECIMAL_SEPARATOR_LABELS[option]}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        {dated && (
          <>
            <Flex gap={12} wrap>
              <Form.Item label={EXPORT_TEXTS.from} name="from" style={{ flex: '1 1 140px' }}>
                <Input type="date" />
              </Form.Item>
              <Form.Item label={EXPORT_TEXTS.to} name="to" style={{ flex: '1 1 140px' }}>
                <Input type="date" />
              </Form.Item>
            </Flex>
            <p style={{ marginTop: 0 }}>Sin fechas, el archivo lleva todo. Las fechas y horas están en {EXPORT_TEXTS.timeZone}.</p>
          </>
        )}
        <Button type="primary" htmlType="submit" loading={download.isPending}>
          {download.isPending ? EXPORT_TEXTS.downloading : EXPORT_TEXTS.download}
        </Button>
      </Form>
    </Modal>
  );
}

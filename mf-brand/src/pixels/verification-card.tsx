import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import ExperimentOutlined from '@ant-design/icons/es/icons/ExperimentOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import { App, Button, Card, Flex, theme } from '@afilia/platform/antd';
import { Alert, Form, Input, Select } from '@afilia/platform/antd-extra';
import { PIXEL_TEXTS, type PixelView, type VerificationResult } from '@afilia/contracts';
import { api, clearIssuesOnChange, IconTitle, useFailureToast, useFormIssues, useServerFieldError } from '@afilia/platform';
import { canTestPixel, checkVerifyForm } from './pixel-forms';
import { sendTestConversion } from './pixel-test';
import { pixelKeys, pixelsApi } from './pixels-api';
import { useVerifyPixel } from './use-pixels';

const ALERT_TYPE = { complete: 'success', partial: 'warning', not_found: 'error', error: 'error' } as const;

/**
 * The verification card (seed 002 §4 'Pixel verification', §7 verify-pixel-installation): the
 * server reads the page and says complete, partial, not found or why it could not; once the
 * pixel was detected, 'Probar píxel' sends a test conversion and refreshes its status 2 s later.
 */
export function VerificationCard({ pixels }: { pixels: PixelView[] }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const [form] = Form.useForm<{ url: string }>();
  const showIssues = useFormIssues(form);
  const showFieldError = useServerFieldError(form);
  const verify = useVerifyPixel();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [result, setResult] = useState<VerificationResult | null>(null);
  const [testing, setTesting] = useState(false);
  const active = pixels.filter((p) => p.isActive);
  const pixel = pixels.find((p) => p.id === chosenId) ?? active[0] ?? pixels[0];

  const onFinish = (values: { url: string }) => {
    const checked = checkVerifyForm(values);
    if (!checked.success) return showIssues(checked.error);
    if (!pixel) return message.error(PIXEL_TEXTS.noActivePixel);
    setResult(null);
    verify.mutate(
      { pixelId: pixel.id, url: checked.data.url },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.status === 'error') message.error(PIXEL_TEXTS.verifyFailed);
        },
        // A refusal of the URL shows under it; any other failure (the service away, a limit) says so.
        onError: (error) => {
          if (!showFieldError(error)) showFailure(PIXEL_TEXTS.verifyFailed, error);
        },
      },
    );
  };

  const test = async () => {
    if (!pixel || !pixel.isActive) return void message.error(PIXEL_TEXTS.noActivePixel);
    setTesting(true);
    try {
      const before = pixel.lastEvent?.at ?? '';
      await sendTestConversion(window.location.origin, pixel.pixelCode, window.location.href);
      // Asked again now (staleTime 0), whatever the cache holds: the status is what changed.
      const list = await queryClient.fetchQuery({
        queryKey: pixelKeys.list(pixel.brandId),
        queryFn: () => pixelsApi(api).list(pixel.brandId),
        staleTime: 0,
      });
      await queryClient.invalidateQueries({ queryKey: pixelKeys.conversions(pixel.brandId) });
      const now = list.find((p) => p.id === pixel.id)?.lastEvent;
      if (now?.type === 'test_conversion' && now.at > before) message.success('Conversión de prueba recibida');
      else message.error(PIXEL_TEXTS.testFailed);
    } catch (error) {
      showFailure(PIXEL_TEXTS.testFailed, error);
    } finally {
      setTesting(false);
    }
  };

  return (
    <Card title={<IconTitle icon={<SafetyCertificateOutlined />}>Verificar instalación</IconTitle>}>
      <Flex vertical gap={token.margin}>
        <span style={{ color: token.colorTextDescription }}>
          Ingresá la dirección de una página de tu sitio donde instalaste los snippets: la revisamos y te decimos si están los dos.
        </span>
        <Form form={form} layout="vertical" onFinish={onFinish} onValuesChange={clearIssuesOnChange(form)} requiredMark={false}>
          <Flex gap={token.margin} wrap align="flex-end">
            {pixels.length > 1 && (
              <Form.Item label="Píxel" style={{ flex: '1 1 180px', marginBottom: 0 }}>
                <Select
                  aria-label="Píxel"
                  value={pixel?.id}
                  onChange={(id: string) => {
                    setChosenId(id);
                    setResult(null);
                  }}
                  options={pixels.map((p) => ({ value: p.id, label: `${p.name} (${p.pixelCode})` }))}
                />
              </Form.Item>
            )}
            <Form.Item name="url" label="URL de tu sitio" style={{ flex: '2 1 260px', marginBottom: 0 }}>
              <Input placeholder="https://mitienda.com/gracias" inputMode="url" autoComplete="url" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={verify.isPending} disabled={!pixel}>
              Verificar
            </Button>
          </Flex>
        </Form>
        {result && (
          <Alert
            role="status"
            type={ALERT_TYPE[result.status]}
            showIcon
            message={result.message}
            description={
              <ul style={{ margin: 0, paddingInlineStart: token.paddingLG }}>
                <li>Píxel: {result.foundPixel ? 'detectado' : 'no detectado'}</li>
                <li>Script de conversión: {result.foundConversion ? 'detectado' : 'no detectado'}</li>
              </ul>
            }
          />
        )}
        <Flex justify="space-between" align="center" gap={token.marginSM} wrap>
          <span style={{ color: token.colorTextDescription, flex: '1 1 260px' }}>
            Con el píxel detectado, enviá una conversión de prueba: no cuenta como conversión real ni paga comisiones.
          </span>
          <Button
            icon={<ExperimentOutlined />}
            onClick={() => void test()}
            loading={testing}
            disabled={!canTestPixel(pixel, !!result?.foundPixel)}
          >
            Probar píxel
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

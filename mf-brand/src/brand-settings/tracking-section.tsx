import ExperimentOutlined from '@ant-design/icons/es/icons/ExperimentOutlined';
import { Card, Flex, theme } from '@afilia/platform/antd';
import { ButtonLink } from '@afilia/platform';

/**
 * Brand settings' 'Tracking y Conversiones' (seed 002 §2): where the brand checks that its sales
 * reach its creators. The test sale is reached from here and from a campaign's detail.
 */
export function TrackingSection() {
  const { token } = theme.useToken();
  return (
    <Card title="Tracking y Conversiones">
      <Flex justify="space-between" align="center" gap={token.margin} wrap>
        <span style={{ color: token.colorTextDescription, flex: '1 1 280px' }}>
          Simulá una venta con el cupón de un creador para ver cómo se atribuye y se reparte, sin que cuente como venta real.
        </span>
        <ButtonLink to="/dashboard/test-sale" icon={<ExperimentOutlined />}>
          Venta de Prueba
        </ButtonLink>
      </Flex>
    </Card>
  );
}

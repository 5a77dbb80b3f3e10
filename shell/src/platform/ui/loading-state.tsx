import { Flex, Spin, Typography } from 'antd';

/** A spinner with its text ('Cargando dashboard...'), centred in the page body. */
export function LoadingState({ text }: { text: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: 240 }} role="status">
      <Spin />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}

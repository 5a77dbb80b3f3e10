import { Flex, Spin, theme } from 'antd';

/** A spinner with its text ('Cargando dashboard...'), centred in the page body. */
export function LoadingState({ text }: { text: string }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: 240 }} role="status">
      <Spin />
      <span style={{ color: token.colorTextDescription }}>{text}</span>
    </Flex>
  );
}

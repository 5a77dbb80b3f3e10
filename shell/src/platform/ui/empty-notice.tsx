import { Empty } from 'antd';

/** An empty state of seed 000 §2: antd's simple Empty with a bold first line and a hint under it. */
export function EmptyNotice({ title, hint }: { title: string; hint: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div style={{ fontWeight: 600 }}>{title}</div>
          <div>{hint}</div>
        </>
      }
    />
  );
}

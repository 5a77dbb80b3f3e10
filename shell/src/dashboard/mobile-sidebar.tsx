import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { SIDEBAR_WIDTH_MOBILE } from '@afilia/contracts';

/** The sidebar under 768 px: an 18rem drawer. Loaded only on small screens (see DashboardLayout). */
export default function MobileSidebar({ open, onClose, children }: { open: boolean; onClose(): void; children: ReactNode }) {
  return (
    <Drawer placement="left" open={open} onClose={onClose} size={SIDEBAR_WIDTH_MOBILE} closable={false} styles={{ body: { padding: 0 } }}>
      {children}
    </Drawer>
  );
}

import { useState } from 'react';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { App, Button, Col, Row, theme } from '@afilia/platform/antd';
import { Tabs } from '@afilia/platform/antd-extra';
import { LINK_DELETE_TOAST_MS, LINK_MESSAGES, linkHasSalesText, type AffiliateLink } from '@afilia/contracts';
import { EmptyNotice, LoadingState, PageHeader, useCurrentUser, useLoadFailureToast, type PageProps } from '@afilia/platform';
import { useSearchParams } from '@afilia/platform/router';
import { ApprovalCelebration } from '../campaigns/celebration';
import { useMyApplications, useMyLinks } from '../campaigns/use-creator-campaigns';
import { CodeList } from './code-list';
import { GenerateLinkDialog } from './generate-link-dialog';
import { LinkCard } from './link-card';
import { splitLinks, tabOf, type LinkTab } from './link-display';
import { LINKS_TEXTS } from './links-texts';
import { PersonaliseDialog } from './personalise-dialog';
import { ShopLinkCard } from './shop-link-card';
import { useDeleteLink, useMyCodes, useUpdateLink } from './use-links';

/**
 * /dashboard/links, 'Mis Links y Códigos' (seed 001 §2 'Creator links and codes'): the public
 * shop's link, and three tabs kept in the URL (?tab=sales|cpc|discount). Arriving with
 * ?application= or ?notification= celebrates the acceptance and drops them.
 */
export default function LinksPage(_props: PageProps) {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [generating, setGenerating] = useState(false);
  const [personalising, setPersonalising] = useState<AffiliateLink | null>(null);
  const links = useMyLinks();
  useLoadFailureToast(LINKS_TEXTS.loadError, links.error);
  const codes = useMyCodes();
  const mine = useMyApplications();
  const update = useUpdateLink();
  const confirmDelete = useDeleteConfirm();
  const { sales, cpc } = splitLinks(links.data ?? []);

  const setTab = (next: string) => {
    const rest = new URLSearchParams(params);
    if (next === 'sales') rest.delete('tab');
    else rest.set('tab', next);
    setParams(rest, { replace: true });
  };

  const cards = (list: AffiliateLink[], editable: boolean) => (
    <Row gutter={[16, 16]}>
      {list.map((link) => (
        <Col key={link.id} xs={24} lg={12}>
          <LinkCard
            link={link}
            busy={update.isPending}
            onPersonalise={editable ? setPersonalising : undefined}
            onToggleShop={editable ? (l, show) => update.mutate({ linkId: l.id, body: { showInShop: show } }) : undefined}
            onDelete={editable ? confirmDelete : undefined}
          />
        </Col>
      ))}
    </Row>
  );

  const items: { key: LinkTab; label: string; children: React.ReactNode }[] = [
    {
      key: 'sales',
      label: `Links de Venta (${sales.length})`,
      children: links.isPending ? (
        <LoadingState text="Cargando links..." />
      ) : sales.length ? (
        cards(sales, true)
      ) : (
        <EmptyNotice
          title="Todavía no tenés links de venta"
          hint="Cuando una marca acepte tu aplicación vas a tener tus links acá; también podés generar otros con 'Generar Link'."
        />
      ),
    },
    {
      key: 'cpc',
      label: `Links de Clics (CPC) (${cpc.length})`,
      children: links.isPending ? (
        <LoadingState text="Cargando links..." />
      ) : cpc.length ? (
        cards(cpc, false)
      ) : (
        <EmptyNotice
          title="Todavía no tenés links de clics"
          hint="Participá en una campaña de costo por clic para cobrar por cada clic único."
        />
      ),
    },
    {
      key: 'discount',
      label: `Códigos de Descuento (${codes.data?.length ?? 0})`,
      children: codes.isPending ? <LoadingState text="Cargando códigos..." /> : <CodeList codes={codes.data ?? []} />,
    },
  ];

  return (
    <>
      <PageHeader
        title="Mis Links y Códigos"
        subtitle="Compartí tus links y códigos, y seguí sus clics, ventas y comisiones"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setGenerating(true)}>
            Generar Link
          </Button>
        }
      />
      <ApprovalCelebration list={mine.data} />
      {user?.creator ? <ShopLinkCard creator={user.creator} /> : null}
      <Tabs activeKey={tab} onChange={setTab} items={items} />
      <GenerateLinkDialog open={generating} onClose={() => setGenerating(false)} />
      <PersonaliseDialog link={personalising} onClose={() => setPersonalising(null)} />
    </>
  );
}

/**
 * Delete with confirmation; a link with sales is kept for the audit (seed 001 §4, §8): the
 * dialog says why and the toast stays 5 s.
 */
function useDeleteConfirm() {
  const { modal, message } = App.useApp();
  const { token } = theme.useToken();
  const remove = useDeleteLink();
  return (link: AffiliateLink) => {
    if (link.salesGenerated > 0) {
      message.error(LINK_MESSAGES.hasSalesToast, LINK_DELETE_TOAST_MS / 1000);
      modal.warning({ title: 'No se puede eliminar', content: linkHasSalesText(link.salesGenerated), okText: 'Entendido' });
      return;
    }
    modal.confirm({
      title: '¿Eliminar link?',
      content: (
        <p style={{ marginTop: token.marginXS }}>
          El link deja de funcionar: quien lo abra va a ver que no está disponible. Sus clics quedan en tus estadísticas.
        </p>
      ),
      okText: 'Eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => remove.mutateAsync(link.id).catch(() => undefined),
    });
  };
}

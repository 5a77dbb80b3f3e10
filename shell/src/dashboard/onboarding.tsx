import { useState } from 'react';
import { Button, Card, Flex, Steps, theme } from 'antd';
import type { Role } from '@afilia/contracts';
import { ButtonLink } from '@afilia/platform';

interface Step {
  title: string;
  text: string;
  action: { label: string; to: string };
}

/** The steps of each role's first days (ours: the seeds name the guide, not its steps). */
const STEPS: Partial<Record<Role, Step[]>> = {
  brand: [
    {
      title: 'Conectá tu tienda',
      text: 'Vinculá Tiendanube para sincronizar tus productos y registrar ventas.',
      action: { label: 'Ir a Configuración de Marca', to: '/dashboard/brand-settings' },
    },
    {
      title: 'Creá una campaña',
      text: 'Elegí productos y comisión, o armá una campaña por clic con el asistente.',
      action: { label: 'Ir a Campañas', to: '/dashboard/campaigns' },
    },
    {
      title: 'Sumá creadores',
      text: 'Revisá las aplicaciones, aceptá, rechazá o hacé una contraoferta.',
      action: { label: 'Ver mis campañas', to: '/dashboard/campaigns' },
    },
  ],
  creator: [
    {
      title: 'Completá tu perfil',
      text: 'Tu nombre y tus redes son lo primero que ven las marcas.',
      action: { label: 'Ir a Configuración', to: '/dashboard/settings' },
    },
    {
      title: 'Buscá marcas',
      text: 'Aplicá a las campañas que te interesan, con sus términos o los tuyos.',
      action: { label: 'Buscar Marcas', to: '/dashboard/available-campaigns' },
    },
    {
      title: 'Compartí tus links',
      text: 'Cuando una marca te acepta, tus links quedan listos para compartir.',
      action: { label: 'Mis Colaboraciones', to: '/dashboard/my-collaborations' },
    },
  ],
};

/** The onboarding guide (seed 002 §2 'Dashboard shell', §4): brands and creators, once per person. */
export default function Onboarding({ role, onClose }: { role: Role; onClose(): void }) {
  const { token } = theme.useToken();
  const steps = STEPS[role] ?? [];
  const [current, setCurrent] = useState(0);
  const step = steps[current];
  if (!step) return null;
  return (
    <Card
      style={{ marginTop: token.marginLG }}
      title={<h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>Primeros pasos en Afilia</h2>}
    >
      <Steps size="small" current={current} items={steps.map((s) => ({ title: s.title }))} style={{ marginBottom: token.margin }} />
      <p>{step.text}</p>
      <Flex gap={token.marginXS} wrap justify="space-between">
        <ButtonLink to={step.action.to}>{step.action.label}</ButtonLink>
        <Flex gap={token.marginXS}>
          {current > 0 && <Button onClick={() => setCurrent(current - 1)}>Anterior</Button>}
          {current < steps.length - 1 ? (
            <Button type="primary" onClick={() => setCurrent(current + 1)}>
              Siguiente
            </Button>
          ) : (
            <Button type="primary" onClick={onClose}>
              Entendido
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

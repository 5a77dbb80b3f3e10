import './landing.css';
import { useEffect } from 'react';
import { LANDING_FOOTER_YEAR, SUPPORT_EMAIL } from '@afilia/contracts/constants';
import { Logo, useDocumentTitle, useTheme } from '@afilia/platform/theme';
import type { PageProps } from '@afilia/platform';
import { FeatureIcon } from './feature-icon';
import { FEATURES } from './features';
import { resetPasswordRedirect } from './reset-redirect';
import { ThemeToggle } from './theme-toggle';

/**
 * The landing (seed 000 §2). A light page: plain React and CSS, no antd and no router (links are
 * plain anchors), so the first visit stays within the 150 KB JS budget.
 */
const HERO_TITLE = 'Conecta tu tienda con creadores de contenido';

export default function LandingPage(_props: PageProps) {
  const { resolved } = useTheme();
  const redirect = resetPasswordRedirect(window.location.search);
  useDocumentTitle(HERO_TITLE);

  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);
  if (redirect) return null;

  return (
    <div className="lp">
      <header className="lp-header">
        <div className="lp-container lp-header__inner">
          <a href="/" className="lp-header__logo" aria-label="Afilia, inicio">
            <Logo variant={resolved} height={32} />
          </a>
          <nav className="lp-header__nav" aria-label="Cuenta">
            <ThemeToggle />
            <a href="/auth" className="lp-button lp-button--ghost">
              Iniciar Sesión
            </a>
            <a href="/auth" className="lp-button lp-button--primary">
              Empezar
            </a>
          </nav>
        </div>
      </header>

      <main>
        <section className="lp-hero">
          <div className="lp-container lp-hero__inner">
            <span className="lp-badge">Sistema de afiliados inteligente</span>
            <h1 className="lp-hero__title">{HERO_TITLE}</h1>
            <p className="lp-hero__lead">
              Sincroniza los productos de tu tienda online, genera links de afiliado únicos para cada creador y paga las comisiones de forma
              automática.
            </p>
            <div className="lp-hero__actions">
              <a href="/auth" className="lp-button lp-button--primary lp-button--lg">
                Conectar mi tienda
              </a>
              <a href="/auth" className="lp-button lp-button--outline lp-button--lg">
                Soy creador
              </a>
            </div>
          </div>
        </section>

        <section className="lp-features" aria-labelledby="lp-features-title">
          <div className="lp-container">
            <h2 id="lp-features-title" className="lp-section-title">
              Todo lo que necesitas
            </h2>
            <ul className="lp-features__grid">
              {FEATURES.map((feature) => (
                <li key={feature.title} className="lp-card lp-feature">
                  <span className="lp-feature__icon">
                    <FeatureIcon name={feature.icon} />
                  </span>
                  <h3 className="lp-feature__title">{feature.title}</h3>
                  <p className="lp-feature__text">{feature.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="lp-cta">
          <div className="lp-container">
            <div className="lp-cta__card">
              <h2 className="lp-cta__title">Listo para empezar?</h2>
              <p className="lp-cta__text">Crea tu cuenta en minutos y empieza a vender con creadores de contenido.</p>
              {/* Seed 000 leaves the destination open: it opens the sign-up tab of /auth. */}
              <a href="/auth?tab=signup" className="lp-button lp-button--light lp-button--lg">
                Crear cuenta gratis
              </a>
            </div>
          </div>
        </section>
      </main>

      <footer className="lp-footer">
        <div className="lp-container lp-footer__inner">
          <span className="lp-footer__copy">© {LANDING_FOOTER_YEAR} Afilia. Todos los derechos reservados.</span>
          {/* Seed 000 §2 gives them no destination. Support has one, the support address that /auth
              offers too; terms and privacy have no page yet, so they are text, not links that go nowhere. */}
          <ul className="lp-footer__links">
            <li>Términos</li>
            <li>Privacidad</li>
            <li>
              <a className="lp-footer__link" href={`mailto:${SUPPORT_EMAIL}`}>
                Soporte
              </a>
            </li>
          </ul>
        </div>
      </footer>
    </div>
  );
}

/**
 * `@afilia/platform/antd`: the antd components of the dashboard's frame and home pages,
 * re-exported from the shell's one copy of antd. `@afilia/platform/antd-extra` has the rest.
 *
 * antd is not a shared package (see rspack.shared.js): a shared singleton ships its whole package
 * (about 436 KB gzipped), tree-shaking cannot apply to it. The shell bundles antd like any other
 * dependency, tree-shaken, and this module is shared as a singleton like the rest of the
 * platform: the shell provides it, remotes never bundle it (`import: false`). So a remote's
 * Button is the shell's Button, and it reads the theme, the es_ES locale and `App.useApp()` from
 * the shell's ConfigProvider, because there is one antd context per page.
 *
 * A module is loaded whole: every dashboard page downloads everything exported here, the first
 * load's budget is 400 KB gzipped (DESIGN.md), so this list stays what every dashboard page can
 * afford. A component that only some screens use goes to `@afilia/platform/antd-extra`, which
 * loads with those screens. Icons stay deep-path imports (`@ant-design/icons/es/icons/…`).
 */
export { App, Avatar, Button, Card, Col, Empty, Flex, Row, Spin, Tag, theme } from 'antd';
// Types cost nothing at run time: add them here as pages need them.
export type { ButtonProps } from 'antd';

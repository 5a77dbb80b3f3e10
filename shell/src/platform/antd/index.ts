/**
 * `@afilia/platform/antd`: the antd components the micro-frontends' pages use, re-exported from
 * the shell's one copy of antd.
 *
 * antd is not a shared package (see rspack.shared.js): a shared singleton ships its whole package
 * (about 436 KB gzipped), tree-shaking cannot apply to it. The shell bundles antd like any other
 * dependency, tree-shaken, and this module is shared as a singleton like the rest of the
 * platform: the shell provides it, remotes never bundle it (`import: false`). So a remote's
 * Button is the shell's Button, and it reads the theme, the es_ES locale and `App.useApp()` from
 * the shell's ConfigProvider, because there is one antd context per page.
 *
 * Remotes import antd only from here (eslint `no-restricted-imports` in mf-*). Need another
 * component? Export it here: every export ships to the pages that load this module, so keep the
 * list to what pages use. Icons stay deep-path imports (`@ant-design/icons/es/icons/…`).
 */
export { App, Avatar, Button, Card, Col, Empty, Flex, Form, Input, Modal, Radio, Row, Spin, Tabs, Tag, Typography, theme } from 'antd';
// Types cost nothing at run time: add them here as pages need them.
export type { ButtonProps } from 'antd';

import EyeInvisibleOutlined from '@ant-design/icons/es/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';

/**
 * The show/hide toggle of every password field (antd's `iconRender`, set once in the frame's
 * ConfigProvider). antd's toggle is already a labelled button ('Mostrar' / 'Ocultar', es_ES), but
 * as big as its 14 px icon: the box makes it a 24 px target (WCAG 2.5.8).
 */
export function passwordIcon(visible: boolean) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 24, height: 24 }}>
      {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
    </span>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import AudioOutlined from '@ant-design/icons/es/icons/AudioOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import { App, Button, Card, Flex, theme } from '@afilia/platform/antd';
import { Input } from '@afilia/platform/antd-extra';
import { ASSISTANT_MESSAGE_MAX, ASSISTANT_TEXTS, type AiChatMessage } from '@afilia/contracts';
import { api, PageHeader, useActiveBrandId, useRole, type PageProps } from '@afilia/platform';
import { Navigate, useNavigate } from '@afilia/platform/router';
import { assistantApi } from './assistant-api';
import { useRecorder } from './use-recorder';

const TITLE = 'Crear Campaña con IA';
/** Seed 002 §2: the chat panel is 600 px tall; §4: the detail opens 2 s after '¡Campaña creada!'. */
const PANEL_HEIGHT = 600;
const REDIRECT_MS = 2000;

type Phase = 'idle' | 'sending' | 'thinking' | 'transcribing';

/** /dashboard/campaigns/create-ai (seed 002 §2 'AI campaign assistant'). A person without a brand goes to /dashboard. */
export default function CreateAiPage(_props: PageProps) {
  const role = useRole();
  const brandId = useActiveBrandId();
  if ((role !== 'brand' && role !== 'agency') || !brandId) return <Navigate to="/dashboard" replace />;
  return <AssistantChat brandId={brandId} />;
}

function AssistantChat({ brandId }: { brandId: string }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [messages, setMessages] = useState<AiChatMessage[]>([{ role: 'assistant', content: ASSISTANT_TEXTS.greeting }]);
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [created, setCreated] = useState(false);
  const end = useRef<HTMLDivElement>(null);

  // Braces: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages, phase]);

  const send = useCallback(
    async (content: string) => {
      const trimmed = content.trim();
      if (!trimmed || phase !== 'idle' || created) return;
      // The greeting is the screen's, not the model's: only the conversation after it travels.
      const conversation: AiChatMessage[] = [...messages.slice(1), { role: 'user', content: trimmed }];
      setPhase('sending');
      setMessages((m) => [...m, { role: 'user', content: trimmed }]);
      // The box empties as the message leaves: what is typed while the assistant thinks is kept.
      setText('');
      setPhase('thinking');
      try {
        const reply = await assistantApi(api).reply(conversation, brandId);
        setMessages((m) => [...m, { role: 'assistant', content: reply.message }]);
        if (reply.campaignCreated && reply.campaignId) {
          setCreated(true);
          message.success(ASSISTANT_TEXTS.created);
          setTimeout(() => void navigate(`/dashboard/campaigns/${reply.campaignId}`), REDIRECT_MS);
        }
      } catch {
        // The message goes back to the box to send again, unless something new was typed there.
        setText((typed) => typed || trimmed);
        setMessages((m) => m.slice(0, -1));
        message.error(ASSISTANT_TEXTS.sendError);
      } finally {
        setPhase('idle');
      }
    },
    [phase, created, messages, brandId, message, navigate],
  );

  const onRecorded = useCallback(
    async (audio: Blob) => {
      setPhase('transcribing');
      try {
        const said = await assistantApi(api).transcribe(audio);
        setPhase('idle');
        await send(said);
      } catch {
        message.error(ASSISTANT_TEXTS.transcriptionError);
        setPhase('idle');
      }
    },
    [send, message],
  );
  const recorder = useRecorder(
    (audio) => void onRecorded(audio),
    () => message.error(ASSISTANT_TEXTS.microphoneError),
  );

  const busy = phase !== 'idle' || created;
  const bubble = (m: AiChatMessage) => ({
    alignSelf: m.role === 'user' ? 'flex-end' : 'flex-start',
    maxWidth: '85%',
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderRadius: token.borderRadiusLG,
    background: m.role === 'user' ? token.colorPrimary : token.colorFillSecondary,
    color: m.role === 'user' ? token.colorTextLightSolid : token.colorText,
    whiteSpace: 'pre-wrap' as const,
    overflowWrap: 'anywhere' as const,
  });

  return (
    <>
      <PageHeader title={TITLE} subtitle="Contale al asistente qué campaña querés y la crea por vos" />
      <Card styles={{ body: { padding: 0 } }}>
        <Flex vertical style={{ height: PANEL_HEIGHT, maxHeight: 'calc(100dvh - 220px)', minHeight: 360 }}>
          <Flex
            vertical
            gap={token.marginXS}
            role="log"
            aria-live="polite"
            aria-label="Conversación con el asistente"
            style={{ flex: 1, overflowY: 'auto', padding: token.padding }}
          >
            {messages.map((m, i) => (
              <div key={i} style={bubble(m)}>
                <span className="visually-hidden">{m.role === 'user' ? 'Vos: ' : 'Asistente: '}</span>
                {m.content}
              </div>
            ))}
            {(phase === 'thinking' || phase === 'transcribing') && (
              <div style={{ ...bubble({ role: 'assistant', content: '' }), color: token.colorTextDescription }}>
                {phase === 'thinking' ? 'Pensando...' : 'Transcribiendo audio...'}
              </div>
            )}
            <div ref={end} />
          </Flex>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void send(text);
            }}
            style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, padding: token.paddingSM }}
          >
            <Flex gap={token.marginXS} align="flex-end">
              <Input.TextArea
                aria-label="Mensaje"
                placeholder="Escribí tu mensaje..."
                value={text}
                maxLength={ASSISTANT_MESSAGE_MAX}
                autoSize={{ minRows: 1, maxRows: 4 }}
                disabled={created}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey) {
                    event.preventDefault();
                    void send(text);
                  }
                }}
              />
              <Button
                aria-label={recorder.recording ? 'Detener grabación' : 'Hablar con el micrófono'}
                aria-pressed={recorder.recording}
                icon={<AudioOutlined />}
                danger={recorder.recording}
                disabled={busy && !recorder.recording}
                onClick={() => (recorder.recording ? recorder.stop() : void recorder.start())}
              />
              <Button
                type="primary"
                htmlType="submit"
                aria-label="Enviar"
                icon={<SendOutlined />}
                loading={phase === 'sending' || phase === 'thinking'}
                disabled={busy || !text.trim()}
              />
            </Flex>
          </form>
        </Flex>
      </Card>
    </>
  );
}

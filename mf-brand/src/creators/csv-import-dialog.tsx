import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, theme } from '@afilia/platform/antd';
import { Alert, Form, Modal, Progress } from '@afilia/platform/antd-extra';
import { categoryLabel, formatInteger, IMPORT_TEXTS, importSummaryText, type CsvCreators, type ImportRow } from '@afilia/contracts';
import { api, useFailureToast } from '@afilia/platform';
import { creatorsApi, creatorsKeys } from './creators-api';
import { CREATOR_SCREEN_TEXTS as T } from './creator-texts';
import {
  countPart,
  EMPTY_TALLY,
  importParts,
  isCsvFile,
  parseCreatorsCsv,
  readCsvFile,
  skippedRows,
  type ImportTally,
  type SkippedRow,
} from './parse-creators-csv';

/** The dialog's own texts, where the contracts' IMPORT_TEXTS have none. */
const TEXTS = {
  choose: 'Elegir archivo',
  change: 'Cambiar archivo',
  toImport: 'A importar',
  toSkip: 'A omitir',
  nothingToImport: 'Ninguna fila del archivo se puede importar: revisá las filas omitidas.',
  firstRows: (shown: number, total: number) => `Primeras ${formatInteger(shown)} de ${formatInteger(total)} filas.`,
  skippedRows: (count: number) => `Filas omitidas (${formatInteger(count)})`,
  listedFirst: (shown: number, total: number) => `Se muestran las primeras ${formatInteger(shown)} de ${formatInteger(total)}.`,
  progress: 'Progreso de la importación',
  sent: (sent: number, total: number) => `${formatInteger(sent)} de ${formatInteger(total)} filas enviadas`,
  notSent: (count: number) =>
    `${formatInteger(count)} filas no se enviaron: podés volver a importar el archivo, los creadores ya importados se omiten.`,
  close: 'Cerrar',
} as const;

/** Rows the preview shows, and skipped rows a list shows before saying how many more there are. */
const PREVIEW_ROWS = 10;
const LISTED_MAX = 100;

/** The messages a picked file can fail with (the parser's); anything else is 'No pudimos leer el archivo'. */
const FILE_MESSAGES: readonly string[] = Object.values(IMPORT_TEXTS);
const fileMessage = (error: unknown) =>
  error instanceof Error && FILE_MESSAGES.includes(error.message) ? error.message : IMPORT_TEXTS.unreadable;

export interface CsvImportDialogProps {
  open: boolean;
  /** The acting brand (an agency's active one); null for a brand owner, whose own the gateway takes. */
  brandId: string | null;
  onClose(): void;
}

/**
 * 'Importar CSV' (seed 001 §5, §8; issue 16 §2): a .csv file of creators (header, nombre/name,
 * categorias/categories separated by semicolons) is read here and previewed, then sent in parts
 * of IMPORT_CHUNK rows, one after another, with a progress bar; the summary counts the imported
 * ones and lists the skipped ones with their reasons (the file's own and the names the roster had
 * already). Closing after an import reloads the directory. Each opening starts anew.
 */
export function CsvImportDialog({ open, brandId, onClose }: CsvImportDialogProps) {
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSession((n) => n + 1);
  }
  return <ImportDialog key={session} open={open} brandId={brandId} onClose={onClose} />;
}

/** The picked file: its name, and its creators once read (null when it could not be). */
interface Picked {
  name: string;
  reading: boolean;
  csv: CsvCreators | null;
}

type Run =
  | { status: 'idle' }
  | { status: 'running'; sent: number; total: number }
  | { status: 'done'; sent: number; total: number; tally: ImportTally; skipped: SkippedRow[]; failed: boolean };

function ImportDialog({ open, brandId, onClose }: CsvImportDialogProps) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [run, setRun] = useState<Run>({ status: 'idle' });
  /** The latest pick: a slower read of an earlier file does not overwrite it. */
  const picks = useRef(0);
  /** Set on close: an import under way stops before its next part. */
  const closed = useRef(false);
  const started = useRef(false);

  const reloadDirectory = () => queryClient.invalidateQueries({ queryKey: creatorsKeys.all });

  const close = () => {
    closed.current = true;
    if (started.current) void reloadDirectory();
    onClose();
  };

  const onPick = async (file: File) => {
    const pick = ++picks.current;
    if (!isCsvFile(file)) {
      setPicked(null);
      setFieldError(IMPORT_TEXTS.notCsv);
      return;
    }
    setFieldError(null);
    setPicked({ name: file.name, reading: true, csv: null });
    let csv: CsvCreators | null = null;
    let problem: string | null = null;
    try {
      csv = parseCreatorsCsv(await readCsvFile(file));
    } catch (error) {
      problem = fileMessage(error);
    }
    if (pick !== picks.current) return;
    setPicked({ name: file.name, reading: false, csv });
    setFieldError(problem);
  };

  /** The picker closed with no file: a file is required (unless one was picked before). */
  const onNoFile = () => {
    if (!picked) setFieldError(IMPORT_TEXTS.fileRequired);
  };

  const onImport = async () => {
    // The button is disabled without a file; should it be pressed anyway, the field says why.
    if (!picked) return setFieldError(IMPORT_TEXTS.fileRequired);
    const csv = picked.csv;
    if (!csv || csv.rows.length === 0 || run.status !== 'idle') return;
    const total = csv.rows.length;
    let tally = EMPTY_TALLY;
    let sent = 0;
    let failed = false;
    started.current = true;
    setRun({ status: 'running', sent, total });
    for (const part of importParts(csv.rows)) {
      if (closed.current) break;
      try {
        tally = countPart(tally, part, await creatorsApi(api).import(part, brandId));
      } catch (error) {
        showFailure(IMPORT_TEXTS.error, error);
        failed = true;
        break;
      }
      sent += part.length;
      setRun({ status: 'running', sent, total });
    }
    setRun({ status: 'done', sent, total, tally, skipped: skippedRows(csv, tally), failed });
    // Closed while a part was on its way: the reload on close came before it landed.
    if (closed.current) void reloadDirectory();
  };

  const running = run.status === 'running';
  const canImport = run.status === 'idle' && Boolean(picked?.csv?.rows.length);

  const footer =
    run.status === 'done' ? (
      <Button type="primary" onClick={close}>
        {TEXTS.close}
      </Button>
    ) : (
      <Flex justify="end" gap={token.marginXS} wrap>
        <Button onClick={close}>{T.cancel}</Button>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          loading={running}
          disabled={!canImport && !running}
          onClick={() => void onImport()}
        >
          {running ? IMPORT_TEXTS.importing : IMPORT_TEXTS.import}
        </Button>
      </Flex>
    );

  return (
    <Modal
      open={open}
      title={IMPORT_TEXTS.title}
      footer={footer}
      onCancel={close}
      // A click beside the dialog must not stop an import under way.
      mask={{ closable: !running }}
      destroyOnHidden
    >
      <Flex vertical gap={token.marginMD} style={{ marginTop: token.marginMD }}>
        {run.status === 'idle' ? (
          <>
            <Form name="import-creators" layout="vertical" requiredMark={false} component="div">
              <Form.Item
                name="file"
                label={IMPORT_TEXTS.file}
                validateStatus={fieldError ? 'error' : undefined}
                help={fieldError ? <span role="alert">{fieldError}</span> : undefined}
                extra={IMPORT_TEXTS.help}
                style={{ marginBottom: 0 }}
              >
                <FilePicker
                  fileName={picked?.name ?? null}
                  reading={picked?.reading ?? false}
                  onPick={(file) => void onPick(file)}
                  onNoFile={onNoFile}
                />
              </Form.Item>
            </Form>
            {picked?.csv && <Preview csv={picked.csv} />}
          </>
        ) : (
          <ImportProgress run={run} fileName={picked?.name ?? ''} />
        )}
        {run.status === 'done' && <Summary run={run} />}
      </Flex>
    </Modal>
  );
}

interface FilePickerProps {
  /** Given by Form.Item: the label points at the button, the help and the error describe it. */
  id?: string;
  'aria-describedby'?: string;
  fileName: string | null;
  reading: boolean;
  onPick(file: File): void;
  onNoFile(): void;
}

/**
 * The file field: a button that opens the browser's picker (a .csv), and the picked file's name.
 * The native input stays out of sight (not `hidden`: antd's form styles show file inputs).
 */
function FilePicker({ id, 'aria-describedby': describedBy, fileName, reading, onPick, onNoFile }: FilePickerProps) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const action = fileName ? TEXTS.change : TEXTS.choose;

  // The picker closed without a file ('cancel': Chrome 113, Firefox 91, Safari 16.4 on).
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.addEventListener('cancel', onNoFile);
    return () => element.removeEventListener('cancel', onNoFile);
  }, [onNoFile]);

  return (
    <Flex align="center" gap={token.marginSM} wrap>
      <Button
        id={id}
        icon={<UploadOutlined />}
        loading={reading}
        aria-describedby={describedBy}
        // The field's name and the file in the button's name; its visible text is part of it.
        aria-label={fileName ? `${IMPORT_TEXTS.file}: ${fileName}. ${action}` : `${IMPORT_TEXTS.file}: ${action}`}
        onClick={() => input.current?.click()}
      >
        {action}
      </Button>
      {fileName && <span style={{ minWidth: 0, overflowWrap: 'anywhere', color: token.colorText }}>{fileName}</span>}
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        tabIndex={-1}
        aria-hidden
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be picked again, after fixing it
          if (file) onPick(file);
          else onNoFile();
        }}
      />
    </Flex>
  );
}

/** 'Vista previa': how many rows go and how many are skipped, the first rows, and the skipped ones folded. */
function Preview({ csv }: { csv: CsvCreators }) {
  const { token } = theme.useToken();
  const first = csv.rows.slice(0, PREVIEW_ROWS);
  return (
    <Flex vertical gap={token.marginSM}>
      <div style={{ fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>{IMPORT_TEXTS.preview}</div>
      <div role="status">
        {TEXTS.toImport}: <strong>{formatInteger(csv.rows.length)}</strong> · {TEXTS.toSkip}:{' '}
        <strong>{formatInteger(csv.skipped.length)}</strong>
      </div>
      {csv.rows.length === 0 ? (
        <Alert type="warning" showIcon title={TEXTS.nothingToImport} />
      ) : (
        <>
          <RowsTable<ImportRow>
            label={IMPORT_TEXTS.preview}
            rows={first}
            columns={[
              { title: IMPORT_TEXTS.line, narrow: true, render: (row) => row.line },
              { title: T.name, render: (row) => row.name },
              { title: T.categories, render: (row) => row.categories.map(categoryLabel).join(', ') || '—' },
            ]}
          />
          {csv.rows.length > first.length && (
            <span style={{ color: token.colorTextDescription }}>{TEXTS.firstRows(first.length, csv.rows.length)}</span>
          )}
        </>
      )}
      {csv.skipped.length > 0 && (
        <details>
          <summary style={{ cursor: 'pointer', color: token.colorText, padding: `${token.paddingXXS}px 0` }}>
            {TEXTS.skippedRows(csv.skipped.length)}
          </summary>
          <div style={{ marginTop: token.marginXS }}>
            <SkippedList rows={csv.skipped} label={TEXTS.skippedRows(csv.skipped.length)} />
          </div>
        </details>
      )}
    </Flex>
  );
}

/** The progress bar (percent of the rows sent) while the parts go, and where it stopped after. */
function ImportProgress({ run, fileName }: { run: Exclude<Run, { status: 'idle' }>; fileName: string }) {
  const { token } = theme.useToken();
  const percent = run.total === 0 ? 0 : Math.floor((run.sent * 100) / run.total);
  const status = run.status === 'running' ? 'active' : run.failed ? 'exception' : 'success';
  return (
    <Flex vertical gap={token.marginXS}>
      <span style={{ overflowWrap: 'anywhere' }}>{fileName}</span>
      <Progress percent={percent} status={status} aria-label={TEXTS.progress} />
      <span role="status" style={{ color: token.colorTextDescription }}>
        {TEXTS.sent(run.sent, run.total)}
      </span>
    </Flex>
  );
}

/** 'Importados: n · Omitidos: m', and the skipped rows (the file's and the roster's duplicates) with their reasons. */
function Summary({ run }: { run: Extract<Run, { status: 'done' }> }) {
  const { token } = theme.useToken();
  const notSent = run.total - run.sent;
  return (
    <Flex vertical gap={token.marginSM}>
      <Alert
        type={run.failed ? 'warning' : 'success'}
        showIcon
        role="status"
        title={run.failed ? IMPORT_TEXTS.error : IMPORT_TEXTS.done}
        description={
          <>
            <div>{importSummaryText(run.tally.imported, run.skipped.length)}</div>
            {notSent > 0 && <div>{TEXTS.notSent(notSent)}</div>}
          </>
        }
      />
      {run.skipped.length > 0 && <SkippedList rows={run.skipped} label={IMPORT_TEXTS.skipped} />}
    </Flex>
  );
}

/** Skipped rows (Fila, Nombre, Motivo): the first LISTED_MAX in a scrolling area, and how many there are. */
function SkippedList({ rows, label }: { rows: readonly SkippedRow[]; label: string }) {
  const { token } = theme.useToken();
  const shown = rows.slice(0, LISTED_MAX);
  return (
    <Flex vertical gap={token.marginXS}>
      {/* It scrolls: it takes keyboard focus so the arrow keys scroll it too (WCAG 2.1.1). */}
      <div role="region" aria-label={label} tabIndex={0} style={{ maxHeight: 240, overflowY: 'auto' }}>
        <RowsTable<SkippedRow>
          label={label}
          rows={shown}
          columns={[
            { title: IMPORT_TEXTS.line, narrow: true, render: (row) => row.line },
            { title: T.name, render: (row) => row.name || '—' },
            { title: IMPORT_TEXTS.reason, render: (row) => row.reason },
          ]}
        />
      </div>
      {rows.length > shown.length && (
        <span style={{ color: token.colorTextDescription }}>{TEXTS.listedFirst(shown.length, rows.length)}</span>
      )}
    </Flex>
  );
}

interface RowsColumn<R> {
  title: string;
  /** A short number column (Fila): as narrow as its content. */
  narrow?: boolean;
  render(row: R): ReactNode;
}

/**
 * A compact table of a file's rows, keyed by line, drawn with antd's tokens: three short columns
 * that wrap fit a phone's dialog (390 px) without scrolling sideways. `label` names it for screen
 * readers.
 */
function RowsTable<R extends { line: number }>({ label, rows, columns }: { label: string; rows: readonly R[]; columns: RowsColumn<R>[] }) {
  const { token } = theme.useToken();
  const cell = (narrow?: boolean): CSSProperties => ({
    padding: `${token.paddingXXS}px ${token.paddingXS}px`,
    borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    textAlign: 'start',
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
    whiteSpace: narrow ? 'nowrap' : undefined,
    width: narrow ? '1%' : undefined,
  });
  return (
    <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize, color: token.colorText }}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.title}
              scope="col"
              style={{
                ...cell(column.narrow),
                fontWeight: token.fontWeightStrong,
                color: token.colorTextHeading,
                // Stays on top while a long list scrolls: the header fill over the dialog's own colour.
                position: 'sticky',
                top: 0,
                backgroundColor: token.colorBgElevated,
                backgroundImage: `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter})`,
              }}
            >
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.line}>
            {columns.map((column) => (
              <td key={column.title} style={cell(column.narrow)}>
                {column.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

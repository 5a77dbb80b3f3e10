import { useState } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import HolderOutlined from '@ant-design/icons/es/icons/HolderOutlined';
import { Button, Flex, Tag, theme } from '@afilia/platform/antd';
import { Switch } from '@afilia/platform/antd-extra';
import {
  moveBlock,
  SHOP_STATS_DAYS,
  SHOP_TEXTS,
  type BlockStats,
  type ShopBlockInput,
  type ShopBlockType,
  type ShopProduct,
} from '@afilia/contracts';
import { EmptyNotice } from '@afilia/platform';
import { BlockForm } from './block-form';
import { BLOCK_TYPE_LABELS, blockFigures, blockSummary, newBlock } from './shop-draft';
import type { ShopDraft } from './use-shop-editor';

type Change = (edit: (draft: ShopDraft) => ShopDraft) => void;

const ADDABLE: Exclude<ShopBlockType, 'product'>[] = ['link', 'text', 'embed', 'social_stats'];

/** What a screen reader hears while a block is dragged with the keyboard (dnd-kit says it in English otherwise). */
const INSTRUCTIONS = {
  draggable:
    'Para mover un bloque, presioná espacio o Enter. Movelo con las flechas arriba y abajo. Presioná espacio o Enter para dejarlo, o Escape para cancelar.',
};

/**
 * 'Bloques' (seed 001 §2): 'Mostrar Press Kit' with its address; add a link, text, embed or social block; the list in the shop's order,
 * dragged (by mouse, touch or keyboard) to reorder, each opened to edit ('Editar'/'Cerrar') or deleted.
 */
export function BlocksTab({
  draft,
  products,
  stats,
  issues,
  pressKitAddress,
  change,
}: {
  draft: ShopDraft;
  products: readonly ShopProduct[];
  /** Each block's views and clicks on the public page (issue 15 §1): which blocks sell. */
  stats: BlockStats;
  issues: Map<string, string>;
  /** The public press kit's address, which 'Mostrar Press Kit' shows (seed 001 §2). */
  pressKitAddress: string;
  change: Change;
}) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const blocks = [...draft.blocks].sort((a, b) => a.order - b.order);
  const labelOf = (id: string | number) => {
    const block = blocks.find((b) => b.id === id);
    return block ? `${BLOCK_TYPE_LABELS[block.type]} «${blockSummary(block, products, draft.instagramUsername)}»` : 'bloque';
  };
  const positionOf = (id: string | number) => blocks.findIndex((b) => b.id === id) + 1;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const add = (type: Exclude<ShopBlockType, 'product'>) => {
    const block = newBlock(type, blocks.length);
    change((d) => ({ ...d, blocks: [...d.blocks, block] }));
    if (type !== 'social_stats') setOpen((current) => new Set(current).add(block.id));
  };
  const remove = (id: string) =>
    change((d) => ({ ...d, blocks: d.blocks.filter((b) => b.id !== id).map((b, order) => ({ ...b, order })) }));
  const update = (block: ShopBlockInput) => change((d) => ({ ...d, blocks: d.blocks.map((b) => (b.id === block.id ? block : b)) }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    change((d) => {
      const sorted = [...d.blocks].sort((a, b) => a.order - b.order);
      return {
        ...d,
        blocks: moveBlock(
          sorted,
          sorted.findIndex((b) => b.id === active.id),
          sorted.findIndex((b) => b.id === over.id),
        ),
      };
    });
  };
  const hasSocial = blocks.some((b) => b.type === 'social_stats');

  return (
    <Flex vertical gap={token.margin}>
      <Flex align="center" gap={token.marginXS} wrap>
        <Switch
          id="shop-press-kit"
          checked={draft.pressKitPublic}
          onChange={(pressKitPublic) => change((d) => ({ ...d, pressKitPublic }))}
        />
        <label htmlFor="shop-press-kit">{SHOP_TEXTS.showPressKit}</label>
        {draft.pressKitPublic && (
          <a href={pressKitAddress} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {pressKitAddress}
          </a>
        )}
      </Flex>
      <Flex gap={token.marginXS} wrap role="group" aria-label="Agregar bloque">
        {ADDABLE.map((type) => (
          <Button key={type} onClick={() => add(type)} disabled={type === 'social_stats' && hasSocial}>
            {BLOCK_TYPE_LABELS[type]}
          </Button>
        ))}
      </Flex>
      {blocks.length === 0 ? (
        <EmptyNotice
          title="Tu tienda no tiene bloques"
          hint="Agregá un link, un texto, un video o tus redes; los productos, desde la pestaña Productos."
        />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: INSTRUCTIONS,
            announcements: {
              onDragStart: ({ active }) => `Tomaste ${labelOf(active.id)}, en el lugar ${positionOf(active.id)} de ${blocks.length}.`,
              onDragOver: ({ active, over }) =>
                over
                  ? `${labelOf(active.id)} sobre el lugar ${positionOf(over.id)} de ${blocks.length}.`
                  : `${labelOf(active.id)} fuera de la lista.`,
              onDragEnd: ({ active, over }) =>
                over
                  ? `Dejaste ${labelOf(active.id)} en el lugar ${positionOf(over.id)} de ${blocks.length}.`
                  : `Dejaste ${labelOf(active.id)}.`,
              onDragCancel: ({ active }) => `Cancelaste el movimiento de ${labelOf(active.id)}.`,
            },
          }}
        >
          <SortableContext items={blocks.map((b) => b.id)} strategy={verticalListSortingStrategy}>
            <Flex
              vertical
              gap={token.marginXS}
              component="ol"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
              aria-label="Bloques de tu tienda"
            >
              {blocks.map((block, index) => (
                <SortableBlock
                  key={block.id}
                  block={block}
                  index={index}
                  summary={blockSummary(block, products, draft.instagramUsername)}
                  figures={stats[block.id]}
                  open={open.has(block.id)}
                  issues={issues}
                  onToggle={() => toggle(block.id)}
                  onRemove={() => remove(block.id)}
                  onChange={update}
                />
              ))}
            </Flex>
          </SortableContext>
        </DndContext>
      )}
    </Flex>
  );
}

function SortableBlock({
  block,
  index,
  summary,
  figures,
  open,
  issues,
  onToggle,
  onRemove,
  onChange,
}: {
  block: ShopBlockInput;
  index: number;
  summary: string;
  figures: BlockStats[string] | undefined;
  open: boolean;
  issues: Map<string, string>;
  onToggle(): void;
  onRemove(): void;
  onChange(block: ShopBlockInput): void;
}) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id });
  const editable = block.type !== 'product' && block.type !== 'social_stats';
  const invalid = [...issues.keys()].some((key) => key.startsWith(`blocks.${index}.`));
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
        background: token.colorBgContainer,
        border: `1px solid ${invalid ? token.colorError : token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        padding: token.paddingXS,
        boxShadow: isDragging ? token.boxShadowSecondary : undefined,
      }}
    >
      <Flex align="center" gap={token.marginXS}>
        <Button
          ref={setActivatorNodeRef}
          type="text"
          icon={<HolderOutlined />}
          aria-label={`Mover ${BLOCK_TYPE_LABELS[block.type]} «${summary}»`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        />
        <Tag>{BLOCK_TYPE_LABELS[block.type]}</Tag>
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <span style={{ overflowWrap: 'anywhere' }}>{summary}</span>
          <span style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }} title={`Últimos ${SHOP_STATS_DAYS} días`}>
            {blockFigures(figures)}
          </span>
        </Flex>
        {editable && (
          <Button size="small" onClick={onToggle} aria-expanded={open}>
            {open ? 'Cerrar' : 'Editar'}
          </Button>
        )}
        <Button
          size="small"
          danger
          type="text"
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={`Eliminar ${BLOCK_TYPE_LABELS[block.type]} «${summary}»`}
        />
      </Flex>
      {editable && open && (
        <div style={{ padding: `${token.paddingSM}px ${token.paddingXS}px 0` }}>
          <BlockForm block={block} index={index} issues={issues} onChange={onChange} />
        </div>
      )}
    </li>
  );
}

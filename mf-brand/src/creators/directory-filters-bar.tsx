import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { Flex, theme } from '@afilia/platform/antd';
import { Input, Select } from '@afilia/platform/antd-extra';
import {
  CATEGORY_LABELS,
  CREATOR_CATEGORIES,
  CREATOR_TYPE_FILTERS,
  CREATOR_TYPE_LABELS,
  DIRECTORY_SORT_LABELS,
  DIRECTORY_SORTS,
  DIRECTORY_TEXTS,
  type CreatorCategory,
  type CreatorListSummary,
  type CreatorTypeFilter,
  type DirectorySort,
} from '@afilia/contracts';
import { CREATOR_SCREEN_TEXTS as T } from './creator-texts';
import { SEARCH_DEBOUNCE_MS, type DirectoryFilters } from './directory-filters';

const TYPE_OPTIONS = CREATOR_TYPE_FILTERS.map((value) => ({ value, label: CREATOR_TYPE_LABELS[value] }));
const CATEGORY_OPTIONS = [
  { value: '', label: T.allCategories },
  ...CREATOR_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];
const SORT_OPTIONS = DIRECTORY_SORTS.map((value) => ({ value, label: DIRECTORY_SORT_LABELS[value] }));

interface DirectoryFiltersBarProps {
  filters: DirectoryFilters;
  /** The user's own lists, for the 'Lista' filter. */
  lists: readonly CreatorListSummary[];
  listsLoading: boolean;
  /** A filter changed; `typing` for the search, which replaces the address rather than adding to the history. */
  onChange(change: Partial<DirectoryFilters>, typing?: boolean): void;
}

/**
 * The directory's search and filters (seed 001 §9): the name search (sent 300 ms after the last
 * key), type, category, sort, and one of the user's lists. Each control has a visible label.
 */
export function DirectoryFiltersBar({ filters, lists, listsLoading, onChange }: DirectoryFiltersBarProps) {
  const { token } = theme.useToken();
  const ids = { search: useId(), type: useId(), category: useId(), sort: useId(), list: useId() };
  const [text, setText] = useDebouncedSearch(filters.search, (search) => onChange({ search }, true));
  const listOptions = [{ value: '', label: T.allLists }, ...lists.map((list) => ({ value: list.id, label: list.name }))];

  return (
    <Flex wrap gap={token.marginSM} align="flex-end" style={{ marginBottom: token.marginMD }}>
      <Labelled id={ids.search} label={DIRECTORY_TEXTS.search} flex="2 1 260px">
        <Input
          id={ids.search}
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder={T.searchPlaceholder}
          prefix={<SearchOutlined aria-hidden style={{ color: token.colorTextDescription }} />}
          onChange={(event) => setText(event.target.value)}
        />
      </Labelled>
      <Labelled id={ids.type} label={T.typeFilter}>
        <Select<CreatorTypeFilter>
          id={ids.type}
          style={{ width: '100%' }}
          value={filters.type}
          options={TYPE_OPTIONS}
          onChange={(type) => onChange({ type })}
        />
      </Labelled>
      <Labelled id={ids.category} label={T.categoryFilter}>
        <Select<CreatorCategory | ''>
          id={ids.category}
          style={{ width: '100%' }}
          value={filters.category ?? ''}
          options={CATEGORY_OPTIONS}
          onChange={(category) => onChange({ category: category || null })}
        />
      </Labelled>
      <Labelled id={ids.sort} label={T.sortFilter}>
        <Select<DirectorySort>
          id={ids.sort}
          style={{ width: '100%' }}
          value={filters.sort}
          options={SORT_OPTIONS}
          popupMatchSelectWidth={false}
          onChange={(sort) => onChange({ sort })}
        />
      </Labelled>
      <Labelled id={ids.list} label={T.listFilter}>
        <Select<string>
          id={ids.list}
          style={{ width: '100%' }}
          value={filters.listId ?? ''}
          loading={listsLoading}
          options={listOptions}
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
          onChange={(listId) => onChange({ listId: listId || null })}
        />
      </Labelled>
    </Flex>
  );
}

function Labelled({ id, label, flex = '1 1 170px', children }: { id: string; label: string; flex?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginXXS} style={{ flex, minWidth: 0 }}>
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        {label}
      </label>
      {children}
    </Flex>
  );
}

/**
 * The search field's text, committed `SEARCH_DEBOUNCE_MS` after the last change. It follows the
 * committed value when that changes from outside (the browser's back button).
 */
function useDebouncedSearch(committed: string, commit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => setText(committed), [committed]);
  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => latestCommit.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);
  return [text, setText] as const;
}

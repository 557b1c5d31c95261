import { ButtonGroup, chakra, Flex, HStack, IconButton, Pagination, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { ChoiceSelect } from './choice-select.tsx';

interface PagerProps {
  page: number;
  pageSize: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** The page sizes offered: the media grid's 25, 50, 75 by default. */
  pageSizes?: readonly number[];
  /** Replaces "Showing 1–25 of 120 items" where that would mislead (a page per type: the tag manager). */
  summary?: string;
}

/** "Showing 1–25 of 120 items", the page size and the pages, under a paged list. */
export function Pager({
  page,
  pageSize,
  totalItems,
  onPageChange,
  onPageSizeChange,
  pageSizes = [25, 50, 75],
  summary,
}: PagerProps) {
  const sizeId = useId();
  const first = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalItems);
  return (
    <Flex as="nav" aria-label="Pages" wrap="wrap" align="center" justify="space-between" gap="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {summary ?? `Showing ${first}–${last} of ${totalItems} ${totalItems === 1 ? 'item' : 'items'}`}
      </Text>
      <HStack gap="4" wrap="wrap">
        <HStack gap="2">
          <chakra.label htmlFor={sizeId} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            Items per page
          </chakra.label>
          <ChoiceSelect
            size="sm"
            width="20"
            id={sizeId}
            value={pageSize}
            onChange={(size) => onPageSizeChange(Number(size))}
            choices={pageSizes}
          />
        </HStack>
        <Pagination.Root
          count={totalItems}
          pageSize={pageSize}
          page={page}
          siblingCount={1}
          onPageChange={(details) => onPageChange(details.page)}
        >
          <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label="Previous page">
                <LuChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => (
                <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={`Page ${item.value}`}>
                  {item.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label="Next page">
                <LuChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      </HStack>
    </Flex>
  );
}

interface PickerPagerProps {
  page: number;
  /** The picker's one page size. */
  pageSize: number;
  /** The picker's answer: undefined until the first. */
  list: { pageInfo: { totalItems: number } } | undefined;
  onPageChange: (page: number) => void;
}

/** The Pager under a picker of one fixed page size: shown only once there is more than one page. */
export function PickerPager({ page, pageSize, list, onPageChange }: PickerPagerProps) {
  const totalItems = list?.pageInfo.totalItems ?? 0;
  if (totalItems <= pageSize) return null;
  return (
    <Pager
      page={page}
      pageSize={pageSize}
      totalItems={totalItems}
      pageSizes={[pageSize]}
      onPageChange={onPageChange}
      onPageSizeChange={() => undefined}
    />
  );
}

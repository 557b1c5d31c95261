import { Box, Button, Checkbox, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

/**
 * Two lists side by side (spec 02 "Tag groups"): the ungrouped tags and the group's tags. Tick tags in one list,
 * then move them to the other; each list can be narrowed by typing.
 */
export function TransferList({
  available,
  chosen,
  onChange,
}: {
  available: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const tick = (name: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(name);
    else next.delete(name);
    setTicked(next);
  };
  const move = (from: readonly string[], add: boolean) => {
    const moving = from.filter((name) => ticked.has(name));
    if (moving.length === 0) return;
    onChange(add ? [...chosen, ...moving] : chosen.filter((name) => !moving.includes(name)));
    setTicked(new Set([...ticked].filter((name) => !moving.includes(name))));
  };
  const left = available.filter((name) => !chosen.includes(name));
  return (
    <Flex gap="3" align="stretch" direction={{ base: 'column', md: 'row' }}>
      <TagColumn title="Ungrouped tags" names={left} ticked={ticked} onTick={tick} />
      <Stack justify="center" gap="2">
        <Button size="sm" variant="outline" onClick={() => move(left, true)} aria-label="Add ticked tags to the group">
          <LuChevronRight />
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => move(chosen, false)}
          aria-label="Take ticked tags out of the group"
        >
          <LuChevronLeft />
        </Button>
      </Stack>
      <TagColumn title="Selected tags" names={chosen} ticked={ticked} onTick={tick} />
    </Flex>
  );
}

function TagColumn({
  title,
  names,
  ticked,
  onTick,
}: {
  title: string;
  names: readonly string[];
  ticked: ReadonlySet<string>;
  onTick: (name: string, on: boolean) => void;
}) {
  const [filter, setFilter] = useState('');
  const shown = names.filter((name) => name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Stack flex="1" minWidth="0" gap="1.5" role="group" aria-label={title}>
      <Text textStyle="sm" fontWeight="medium">
        {title} ({names.length})
      </Text>
      <Input
        size="sm"
        placeholder="Filter"
        aria-label={`Filter ${title.toLowerCase()}`}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <Box as="ul" listStyleType="none" height="48" overflowY="auto" borderWidth="1px" borderRadius="l2" p="2">
        {shown.length === 0 && (
          <Text as="li" fontSize="sm" color="fg.muted">
            None
          </Text>
        )}
        {shown.map((name) => (
          <li key={name}>
            <Checkbox.Root
              size="sm"
              checked={ticked.has(name)}
              onCheckedChange={(d) => onTick(name, d.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>#{name}</Checkbox.Label>
            </Checkbox.Root>
          </li>
        ))}
      </Box>
    </Stack>
  );
}

import { Box, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { WidgetAuthRow_WidgetAuthFragment } from '../../../gql/graphql.ts';
import { widgetAuthEditPath } from '../../../lib/paths.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';
import { WIDGET_TYPE_TEXT } from '../widget-type-labels.ts';

const COLUMNS = ['Name', 'Type', 'Date Created'] as const;

/** Columns Name, Type, Date Created (spec 02); a row opens the editor over the list, the name is its link. */
export function WidgetAuthTable({ auths }: { auths: readonly WidgetAuthRow_WidgetAuthFragment[] }) {
  const time = useDisplayTime();
  const navigate = useNavigate();
  const { search } = useLocation();
  const editorOf = (id: string) => ({ pathname: widgetAuthEditPath(id), search });
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Widget authentications" interactive>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((label) => (
              <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {auths.map((auth) => (
            <Table.Row key={auth.id} cursor="pointer" onClick={() => navigate(editorOf(auth.id))}>
              <Table.Cell>
                <Link asChild fontWeight="medium" onClick={(event) => event.stopPropagation()}>
                  <RouterLink to={editorOf(auth.id)}>{auth.name}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{WIDGET_TYPE_TEXT[auth.widgetType]}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{time.dateTime(auth.dateCreated)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

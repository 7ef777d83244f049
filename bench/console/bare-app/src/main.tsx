// The floor of the console's weight and draw benchmark (bench/console/run.ts): the smallest app a
// react-admin 5 project starts from (create-react-admin's resources are ListGuessers). Two list
// resources over ra-data-simple-rest, one a ListGuesser (react-admin 5.15 renders it as a
// DataTable, rows `.RaDataTable-row`), one a hand-written Datagrid (rows `.RaDatagrid-row`); MUI 7
// through react-admin's default theme and layout, telemetry off; nothing of the console.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, DateField, List, ListGuesser, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const dataProvider = simpleRestProvider('/api');

const CommentList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <TextField source="author" />
      <TextField source="body" />
      <DateField source="created_at" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="posts" list={ListGuesser} />
      <Resource name="comments" list={CommentList} />
    </Admin>
  </StrictMode>,
);

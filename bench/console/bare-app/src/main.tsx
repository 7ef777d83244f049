// The floor of the console's weight and draw benchmark (bench/console/run.ts): the smallest app a
// react-admin 5 project starts from. Two list resources over ra-data-simple-rest, MUI 7 through
// react-admin's default theme and layout, telemetry off; nothing of the console.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, DateField, List, NumberField, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const dataProvider = simpleRestProvider('/api');

const PostList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <TextField source="title" />
      <DateField source="published_at" />
      <NumberField source="views" />
    </Datagrid>
  </List>
);

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
      <Resource name="posts" list={PostList} />
      <Resource name="comments" list={CommentList} />
    </Admin>
  </StrictMode>,
);

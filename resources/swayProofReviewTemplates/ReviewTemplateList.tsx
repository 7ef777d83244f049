// The list view of the swayProofReviewTemplates resource (spec 3 §2 Sway Proof Review Templates):
// a ListBase whose child groups the templates into the Approved and Denied lists ('No Templates'
// when empty), Add Template, and Edit / Delete on each, with the six texts of spec 3 §8.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { ListBase, Loading, Title, useDelete, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { ReviewTemplate } from '../../contract/reviews';
import { ReviewTemplateDialog } from './ReviewTemplateDialog';

type Editing = { template: ReviewTemplate | null; type: ReviewTemplate['type'] } | null;

function TemplateSection({ type, templates, onEdit, onAdd }: {
  type: ReviewTemplate['type'];
  templates: ReviewTemplate[];
  onEdit: (t: ReviewTemplate) => void;
  onAdd: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? 'swayProofReviewTemplates';
  const [remove, { isPending }] = useDelete<ReviewTemplate>();
  const title = translate(type === 'APPROVED' ? 'reviews.templates.approved' : 'reviews.templates.denied');
  const onDelete = (t: ReviewTemplate) => void remove(resource, { id: t.id, previousData: t }, {
    mutationMode: 'pessimistic',
    onSuccess: () => notify('reviews.templates.deleted', { type: 'success' }),
    onError: () => notify('reviews.templates.errorDeleting', { type: 'error' }),
  });
  return (
    <Card component="section" aria-label={title} data-testid={`templates-${type}`} sx={{ flex: 1, minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">{title}</Typography>
          <Button startIcon={<AddIcon />} onClick={onAdd}>{translate('reviews.templates.add')}</Button>
        </Stack>
        {templates.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>{translate('reviews.templates.empty')}</Typography>
        ) : (
          <List dense>
            {templates.map((t) => (
              <ListItem
                key={t.id}
                divider
                secondaryAction={(
                  <>
                    <IconButton aria-label={`${translate('reviews.templates.edit')} ${t.title}`} onClick={() => onEdit(t)}><EditIcon /></IconButton>
                    <IconButton aria-label={`${translate('reviews.templates.delete')} ${t.title}`} onClick={() => onDelete(t)} disabled={isPending} color="error"><DeleteIcon /></IconButton>
                  </>
                )}
              >
                <ListItemText primary={t.title} secondary={t.email_template_id} sx={{ pr: 10, overflowWrap: 'anywhere' }} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function TemplateSections() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Editing>(null);
  const { data: all = [], isPending } = useListContext<ReviewTemplate>();

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="reviews.templates.title" />
      <Typography variant="h5" component="h1" gutterBottom>{translate('reviews.templates.title')}</Typography>
      {isPending ? <Loading /> : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {(['APPROVED', 'DENIED'] as const).map((type) => (
            <TemplateSection
              key={type}
              type={type}
              templates={all.filter((t) => t.type === type)}
              onAdd={() => setEditing({ template: null, type })}
              onEdit={(template) => setEditing({ template, type })}
            />
          ))}
        </Stack>
      )}
      {editing && <ReviewTemplateDialog template={editing.template} defaultType={editing.type} onClose={() => setEditing(null)} />}
    </Box>
  );
}

// Every template on one page by title; the URL keeps no list parameters. A failed load says so
// with the spec's text.
export function ReviewTemplateList() {
  const notify = useNotify();
  return (
    <ListBase<ReviewTemplate>
      perPage={1000}
      sort={{ field: 'title', order: 'ASC' }}
      disableSyncWithLocation
      queryOptions={{ onError: () => notify('reviews.templates.errorFetching', { type: 'error' }) }}
    >
      <TemplateSections />
    </ListBase>
  );
}

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
import { Confirm, ListBase, Loading, Title, useDataProvider, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { ReviewTemplate } from '../../contract/reviews';
import { useChange } from '../../src/components/change/useChange';
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
  const dataProvider = useDataProvider();
  // Deleting asks first, naming the template (issue 34): nothing undoes it.
  const [asking, setAsking] = useState<ReviewTemplate | null>(null);
  const remove = useChange({
    mutationFn: (t: ReviewTemplate) => dataProvider.delete(resource, { id: t.id, previousData: t }),
    success: 'reviews.templates.deleted',
    refresh: true,
    onError: () => notify('reviews.templates.errorDeleting', { type: 'error' }),
    onSettled: () => setAsking(null),
  });
  const isPending = remove.isPending;
  const title = translate(type === 'APPROVED' ? 'reviews.templates.approved' : 'reviews.templates.denied');
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
                    <IconButton aria-label={`${translate('reviews.templates.delete')} ${t.title}`} onClick={() => setAsking(t)} disabled={isPending} color="error"><DeleteIcon /></IconButton>
                  </>
                )}
              >
                <ListItemText primary={t.title} secondary={t.email_template_id} sx={{ pr: 10, overflowWrap: 'anywhere' }} />
              </ListItem>
            ))}
          </List>
        )}
        <Confirm isOpen={asking !== null} loading={isPending} title="reviews.templates.deleteTitle" content="reviews.templates.deleteConfirm"
          translateOptions={{ title: asking?.title ?? '' }} confirm="reviews.templates.delete" onConfirm={() => { if (asking) remove.mutate(asking); }}
          onClose={() => setAsking(null)} />
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

import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Resource } from '../../contract/resources';
import type { ContentValues } from './contentFields';
import { contentFields, inputOf, resourceNouns } from './contentFields';
import { ImageField } from './ImageField';
import { SharedValueField } from './SharedValueField';
import { staffApi, StaffApiError } from './staffApi';
import { staffKeys, staffQueryOptions } from './staffQueries';

interface Props {
  resource: Resource;
  /** The record being changed, or null for a new one. */
  id: number | null;
  initial: ContentValues;
  /** Called with the new record's id, or null after a change. */
  onDone: (createdId: number | null) => void;
  onCancel: () => void;
}

/** Every field of a job, company or article (docs/PRODUCT.md §3); the server checks them with the shared schema. */
export function ContentForm({ resource, id, initial, onDone, onCancel }: Props) {
  const [values, setValues] = useState(initial);
  // A failure leaves the fields free text (the server still maps a known value's spelling).
  const existing = useQuery({
    queryKey: staffKeys.contentValues,
    queryFn: staffApi.contentValues,
    ...staffQueryOptions,
    enabled: contentFields[resource].some((f) => f.shared),
  });
  const save = useMutation({
    mutationFn: async () => {
      if (id === null) return (await staffApi.create(resource, inputOf(values))).id;
      await staffApi.update(resource, id, inputOf(values));
      return null;
    },
    onSuccess: (createdId) => onDone(createdId),
  });
  const errors = save.error instanceof StaffApiError ? save.error.errors : {};
  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const noun = resourceNouns[resource].one;
  const sectionError = Object.entries(errors).find(([k]) => k.startsWith('sections'))?.[1];

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      aria-label={id === null ? `New ${noun}` : `Edit ${noun}`}
    >
      <Stack>
        <ImageField value={values.image ?? ''} onChange={set('image')} error={errors.image} />
        {contentFields[resource].map((f) =>
          f.kind === 'long' ? (
            <Textarea
              key={f.name}
              label={f.label}
              required={f.required}
              autosize
              minRows={2}
              value={values[f.name] ?? ''}
              onChange={(e) => set(f.name)(e.currentTarget.value)}
              error={errors[f.name]}
              description={f.description}
            />
          ) : f.shared ? (
            <SharedValueField
              key={f.name}
              label={f.label}
              required={f.required}
              value={values[f.name] ?? ''}
              onChange={set(f.name)}
              error={errors[f.name]}
              description={f.description}
              existing={existing.data?.[f.shared] ?? []}
            />
          ) : (
            <TextInput
              key={f.name}
              label={f.label}
              type={f.kind === 'date' ? 'date' : 'text'}
              required={f.required}
              value={values[f.name] ?? ''}
              onChange={(e) => set(f.name)(e.currentTarget.value)}
              error={errors[f.name]}
              description={f.description}
            />
          ),
        )}
        <Textarea
          label="Sections"
          description='A heading on its own line, its points below it each starting with "- ", a blank line between sections.'
          autosize
          minRows={4}
          value={values.sections ?? ''}
          onChange={(e) => set('sections')(e.currentTarget.value)}
          error={sectionError}
        />
        {save.error && (
          <Alert color="red" role="alert" title={`Could not save the ${noun}`}>
            {save.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {id === null ? `Publish ${noun}` : `Save ${noun}`}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

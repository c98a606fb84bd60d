import { Alert, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';

import { uploadUrl } from '../../contract/paths';
import { checkImage, IMAGE_ACCEPT } from '../../domain/images';
import { staffApi } from './staffApi';

interface Props {
  /** The stored image's file name ('' for none yet). */
  value: string;
  onChange: (name: string) => void;
  error?: string;
}

/**
 * The picked file shown at once, from the device, while it uploads. Each address holds the file
 * in memory until revoked: the previous one goes when another is picked, the last on unmount.
 */
function usePickedPreview(): [string | null, (file: File) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const show = (file: File) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = URL.createObjectURL(file);
    setUrl(current.current);
  };
  return [url, show];
}

/**
 * The item's picture: a drop zone showing the current image (or saying there is none) with a
 * button to choose a file. A PNG, JPEG or WebP is checked as the server will check it
 * (src/domain/images.ts), shown at once and uploaded; the stored name goes into the form.
 */
export function ImageField({ value, onChange, error }: Props) {
  const labelId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [preview, showPicked] = usePickedPreview();
  const upload = useMutation({ mutationFn: staffApi.uploadImage, onSuccess: (image) => onChange(image.name) });
  const pick = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const check = checkImage(new Uint8Array(await file.arrayBuffer()));
    if (!check.ok) return setProblem(check.message);
    showPicked(file);
    upload.mutate(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void pick(event.dataTransfer.files.item(0));
  };
  const shown = preview ?? (value ? uploadUrl(value) : null);
  const shownProblem = problem ?? upload.error?.message ?? error;

  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        Image
      </Text>
      <Paper
        withBorder
        p="sm"
        maw={480}
        data-testid="image-drop-zone"
        style={{ borderStyle: 'dashed', borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Group wrap="nowrap" align="center">
          {shown ? (
            <Image src={shown} alt={preview ? 'The chosen image' : 'The current image'} h={96} w={144} fit="contain" />
          ) : (
            <Text size="sm" c="dimmed" w={144} ta="center">
              No image yet
            </Text>
          )}
          <Stack gap={6}>
            <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT}>
              {(props) => (
                <Button {...props} variant="light" loading={upload.isPending}>
                  {shown ? 'Replace image' : 'Choose image'}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              PNG, JPEG or WebP, at most 2 MB; or drop it here.
            </Text>
          </Stack>
        </Group>
      </Paper>
      {value && !upload.isPending && (
        <Text size="xs" c="dimmed">
          Stored as {value}
        </Text>
      )}
      {upload.isSuccess && !shownProblem && (
        <Text size="xs" role="status">
          Image uploaded.
        </Text>
      )}
      {shownProblem && (
        <Alert color="red" p={6} role="alert">
          {shownProblem}
        </Alert>
      )}
    </Stack>
  );
}

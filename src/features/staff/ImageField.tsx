import { Alert, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { uploadUrl } from '../../contract/paths';
import { checkImage, IMAGE_ACCEPT } from '../../domain/images';
import { staffApi } from './staffApi';

interface Props {
  /** The stored image's file name ('' for none yet). */
  value: string;
  onChange: (name: string) => void;
  error?: string;
}

/** Picks a PNG, JPEG or WebP, checks it as the server will (src/domain/images.ts) and uploads it. */
export function ImageField({ value, onChange, error }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: staffApi.uploadImage, onSuccess: (image) => onChange(image.name) });
  const pick = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const check = checkImage(new Uint8Array(await file.arrayBuffer()));
    if (!check.ok) setProblem(check.message);
    else upload.mutate(file);
  };
  return (
    <Stack gap={4}>
      <Group align="flex-end">
        <FileInput
          label="Image (PNG, JPEG or WebP, at most 2 MB)"
          accept={IMAGE_ACCEPT}
          onChange={(f) => void pick(f)}
          error={problem ?? upload.error?.message ?? error}
          w={360}
          clearable
        />
        {value && <Image src={uploadUrl(value)} alt="The current image" h={56} w="auto" fit="contain" />}
      </Group>
      {upload.isPending && <Text size="sm">Uploading…</Text>}
      {value && !upload.isPending && (
        <Text size="xs" c="dimmed">
          Stored as {value}
        </Text>
      )}
      {upload.isSuccess && (
        <Alert color="green" p={6} role="status">
          Image uploaded.
        </Alert>
      )}
    </Stack>
  );
}

import { Alert, Button, Container, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { staffApi } from './staffApi';
import { staffKeys } from './staffQueries';

/** The staff log-in. The server answers wrong credentials and lockouts with the words shown. */
export function LoginForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const logIn = useMutation({
    mutationFn: () => staffApi.logIn(email, password),
    onSuccess: (session) => queryClient.setQueryData(staffKeys.session, session),
  });
  return (
    <Container size={420} py="xl">
      <Paper withBorder p="lg" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            logIn.mutate();
          }}
        >
          <Stack>
            <Title order={1} size="h2">
              Staff log-in
            </Title>
            {logIn.error && (
              <Alert color="red" role="alert" title="Could not log in">
                {logIn.error.message}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button type="submit" loading={logIn.isPending}>
              Log in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

import '@mantine/core/styles.css';

import { Container, MantineProvider, Text, Title } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

/**
 * The bare stack the site is compared with (bench/lighthouse.ts): React, Mantine with its whole
 * stylesheet, React Router (declarative, as the site uses it) and a service worker registered through workbox-window after load.
 * No data, no app code: what any page of this stack costs before it shows anything of its own.
 */
function Page() {
  return (
    <Container py="xl">
      <Title order={1}>Bare stack</Title>
      <Text mt="md">React, Mantine, React Router and a service worker, and nothing else.</Text>
    </Container>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <MantineProvider>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </BrowserRouter>
    </MantineProvider>
  </StrictMode>,
);

window.addEventListener('load', () => {
  void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js').register());
});

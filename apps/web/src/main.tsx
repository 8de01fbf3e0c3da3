// First: schemas created later must see this setting.
import './lib/zod-jitless';
import '@fontsource/bebas-neue/400.css';
import '@fontsource-variable/inter/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/forms.css';
import './styles/pages.css';
import './styles/components.css';
import './styles/home.css';
import './styles/content.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchCatalogueFor } from './lib/catalogue';

prefetchCatalogueFor(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

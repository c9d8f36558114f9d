/**
 * Whether the page draws in care mode (docs/decisions/031), for components. A context, not the store itself: the
 * server renders pages for different visitors at once, each with its own mode (PortalApp provides it: the
 * request's on the server, the shown mode of src/care/care-mode.ts in the browser).
 */
import { createContext, useContext } from 'react';

export const CareContext = createContext(false);

export const useCare = () => useContext(CareContext);

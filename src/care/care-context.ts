/**
 * Whether the page draws in care mode (docs/decisions/031), for the components that show it: the mode the page's
 * markup was drawn in while it hydrates (and on the server), the visitor's choice from the render after (decision
 * 063). The drawn mode comes by context: the server renders pages for different visitors at once, each with its own
 * mode (PortalApp provides it: the request's on the server, the page state's in the browser).
 */
import { createContext, useContext } from 'react';
import { useBrowserState } from '../browser-state/use-browser-state';
import { chosenCare } from './care-mode';

export const DrawnCareContext = createContext(false);

export const useCare = (): boolean => useBrowserState(chosenCare, useContext(DrawnCareContext));

import { useObservable } from 'dexie-react-hooks';
import type { DependencyList } from 'react';
import { liveLocalQuery } from './local-db';

/**
 * The screens' live view of the local database (dexie-react-hooks' `useLiveQuery`, through `liveLocalQuery`): it
 * keeps answering after the browser drops the connection of a backgrounded tab. undefined until the first answer.
 */
export function useLocalLiveQuery<T>(querier: () => Promise<T>, deps: DependencyList): T | undefined {
  return useObservable(() => liveLocalQuery(querier), [...deps]);
}

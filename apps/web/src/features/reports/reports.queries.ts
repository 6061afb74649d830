import { queryOptions } from '@tanstack/react-query';
import { ZApplicationReport, ZOperationalReport } from '@tramline/domain';
import { api } from '../../api';

/** The filters the report tabs share: a branch-local range, both days counted, and a grower. */
export interface TReportFilters {
  dateInit: string;
  dateEnd: string;
  growerId?: number;
}

export const reportKeys = {
  all: ['reports'] as const,
  operational: (filters: TReportFilters) => ['reports', 'operational', filters] as const,
  application: (filters: TReportFilters) => ['reports', 'application', filters] as const,
};

export const operationalReportQuery = (filters: TReportFilters) =>
  queryOptions({
    queryKey: reportKeys.operational(filters),
    queryFn: () => api.get('/reports/operational', { query: { ...filters }, schema: ZOperationalReport }),
  });

export const applicationReportQuery = (filters: TReportFilters) =>
  queryOptions({
    queryKey: reportKeys.application(filters),
    queryFn: () => api.get('/reports/application', { query: { ...filters }, schema: ZApplicationReport }),
  });

/** A grower's application records as a file (CSV or PDF), in the branch's units. */
export const downloadApplicationRecords = (
  filters: TReportFilters & { growerId: number },
  format: 'csv' | 'pdf',
) => api.download('/reports/application-records', { query: { ...filters, format } });

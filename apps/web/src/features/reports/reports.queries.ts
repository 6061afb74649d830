import { queryOptions } from '@tanstack/react-query';
import { ZApplicationReport, ZOperationalReport, ZTenderTruckReport } from '@tramline/domain';
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
  tenderTrucks: (filters: TReportFilters) => ['reports', 'tender-trucks', filters] as const,
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

/** Tender trucks per day from the trip log (the grower filter does not apply to a load). */
export const tenderTruckReportQuery = ({ dateInit, dateEnd }: TReportFilters) =>
  queryOptions({
    queryKey: reportKeys.tenderTrucks({ dateInit, dateEnd }),
    queryFn: () =>
      api.get('/reports/tender-trucks', { query: { dateInit, dateEnd }, schema: ZTenderTruckReport }),
  });

/** A grower's application records as a file (CSV or PDF), in the branch's units. */
export const downloadApplicationRecords = (
  filters: TReportFilters & { growerId: number },
  format: 'csv' | 'pdf',
) => api.download('/reports/application-records', { query: { ...filters, format } });

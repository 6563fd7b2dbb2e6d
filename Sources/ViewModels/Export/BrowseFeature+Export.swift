import Network

/// `:export FILE`: the list shown written out, page by page, in a mode of
/// its own that shows how far it got and stops with Esc.
extension BrowseFeature {
    static func beginExport(path: String, format: ExportFormat, _ state: inout State) -> [Effect] {
        let list = state.currentList
        let job = ExportJob(resource: list.resource, criteria: list.criteria, path: path, format: format)
        state.mode.open(.exporting(ExportProgress(job: job)))
        return [.export(.start(job))]
    }

    static func reduceExport(_ action: ExportAction, _ state: inout State) -> [Effect] {
        switch action {
        case .progressed(let job, let written, let total):
            state.mode.update(.exporting) { mode in
                guard case .exporting(var progress) = mode, progress.job == job else { return }
                progress.written = written
                progress.total = total
                mode = .exporting(progress)
            }
            return []
        case .finished(let job, let outcome):
            guard case .exporting(let progress)? = state.mode.layer(.exporting), progress.job == job else { return [] }
            state.mode.close(.exporting)
            let what = UIText(job.resource.title.lowercased())
            switch outcome {
            case .written(let rows, let path):
                return note(.info("Exported \(UIText.count(rows)) \(what) to \(UIText.verbatim(path))."), &state)
            case .failed(let error):
                return note(.failed(error, subject: "the export of \(what)"), &state)
            case .fileProblem(let reason):
                return note(.refused("Could not write the export: \(UIText.verbatim(reason))"), &state)
            }
        }
    }

    static func reduceExportIntent(_ intent: ExportIntent, _ state: inout State) -> [Effect] {
        switch intent {
        case .quit:
            return [.quit]
        case .stop:
            guard case .exporting(let progress)? = state.mode.layer(.exporting) else { return [] }
            state.mode.close(.exporting)
            return [.export(.stop)] + note(.info("Export stopped: \(UIText.verbatim(progress.job.path)) was left as it was."), &state)
        }
    }
}

extension BrowseState {
    /// The export on its way, while its mode is open.
    package var export: ExportProgress? {
        if case .exporting(let progress)? = mode.layer(.exporting) { return progress }
        return nil
    }
}

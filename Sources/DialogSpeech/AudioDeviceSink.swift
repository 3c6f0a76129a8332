internal import CEspeak

#if canImport(Glibc)
  import Glibc
#endif

/// The default audio device, through pcaudiolib (ALSA or PulseAudio), opened with
/// dlopen here, for the first reply played.
///
/// Opening it is the availability check: with no sound card and no sound
/// server it fails, and the caller carries on muted. ALSA's own complaints
/// during that probe are kept off the terminal.
final class AudioDeviceSink: AudioSink {
  private let device: OpaquePointer

  init(sampleRate: Int) throws(SpeechError) {
    if let reason = duo_audio_load_error() {
      throw .audioDeviceUnavailable(
        reason: "pcaudiolib could not be opened: \(String(cString: reason)); run Scripts/install-deps.sh")
    }
    guard let device = create_audio_device_object(nil, "duo-say", "duo-say speech") else {
      throw .audioDeviceUnavailable(reason: "out of memory")
    }
    let status = withStandardErrorSilenced {
      audio_object_open(device, AUDIO_OBJECT_FORMAT_S16LE, UInt32(sampleRate), 1)
    }
    guard status == 0 else {
      let detail = audio_object_strerror(device, status).map { String(cString: $0) } ?? "error \(status)"
      let reason = "PulseAudio and ALSA: \(detail)"
      audio_object_destroy(device)
      throw .audioDeviceUnavailable(reason: reason)
    }
    self.device = device
  }

  func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) {
    let status = audio_object_write(device, samples.baseAddress, samples.count * 2)
    guard status == 0 else { throw failure(status) }
  }

  func endReply() throws(SpeechError) {
    let status = audio_object_drain(device)
    guard status == 0 else { throw failure(status) }
  }

  func close() throws(SpeechError) {
    audio_object_close(device)
    audio_object_destroy(device)
  }

  private func failure(_ status: Int32) -> SpeechError {
    let reason = audio_object_strerror(device, status).map { String(cString: $0) } ?? "error \(status)"
    return .writeFailed(path: "audio device", reason: reason)
  }
}

/// Runs `body` with file descriptor 2 pointed at /dev/null.
private func withStandardErrorSilenced<T>(_ body: () -> T) -> T {
  let saved = dup(STDERR_FILENO)
  let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
  guard saved >= 0, null >= 0 else { return body() }
  dup2(null, STDERR_FILENO)
  close(null)
  defer {
    dup2(saved, STDERR_FILENO)
    close(saved)
  }
  return body()
}

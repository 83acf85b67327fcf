/// The version of the deli tool, written into every generated file's header.
public enum DeliVersion {
    public static let current = "0.1.0"
}

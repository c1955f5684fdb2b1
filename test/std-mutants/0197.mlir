module {
    func.func private @ext0(vector<4x4xi32>) -> i16 attributes {passthrough =
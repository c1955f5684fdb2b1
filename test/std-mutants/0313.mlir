// ir-gen std --seed 182 --size 18
module attributes {test.module_note = "std"} {

    func.func @compute0(%rhs: i16) attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %2 = arith.constant 0 : index
        %y
// ir-gen std --seed 54 --size 4
func.func private @ext0() -> tensor<4xf32> attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func private @ext1(tensor<4xf32>) -> tensor<?xindex>  // note
func.func public @f0(%t1: memref<?xf64> {llvm.noundef, test.tag = "x"}, %rhs: vector<4xf64> {test.foo = 1 : i32}, %arg: memref<4xf32>, %arg_5: memref<4xf32>) -> () {
    %6 = memref.alloca() : memref<2048xi8>
    %7 = arith.constant 0 : index
    %v8 = arith.constant 3 : index
    %9 = memref.view %6[%7][%v8] : memref<2048xi8> to memref<?x4xf64>
    %c_10 = arith.constant 0 : i32
    %11 = arith.cmpi eq, %c_10, %c_10 : i32
    %cst_12 = arith.constant -1.0 : f32
    cf.cond_br %11, ^bb1(%cst_12 : f32), ^bb1(%cst_12 : f32)
^bb1(%13: f32):
    %from_elements = tensor.from_elements %c_10, %c_10 : tensor<2x1xi32>
    cf.switch %c_10 : i32, [default: ^loop_2(%7, %c_10 : index, i32), -1: ^b3(%13 : f32), 0: ^b3(%13 : f32), 3: ^loop_2(%7, %c_10 : index, i32)]
^loop_2(%ba: index, %16: i32):
    %17 = arith.constant 1 : index
    %c_18 = arith.constant 5 : index
    %c = arith.constant 1 : index
    %x_1 = scf.for %20 = %17 to %c_18 step %c iter_args(%acc = %cst_12) -> f32 {
        %c_23 = arith.constant 0 : index
        %a.b = arith.constant 4 : index
        %view = memref.view %6[%c_23][%a.b] : memref<2048xi8> to memref<?x4xf64>
        scf.yield %acc : f32
    }
    cf.br ^b3(%x_1 : f32)
^b3(%ba_28: f32):
    func.return
}

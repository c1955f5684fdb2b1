module {
  func.func private @ext0() -> tensor<4xf32> attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @ext1(tensor<4xf32>) -> tensor<?xindex>
  func.func public @f0(%arg0: memref<?xf64> {llvm.noundef, test.tag = "x"}, %arg1: vector<4xf64> {test.foo = 1 : i32}, %arg2: memref<4xf32>, %arg3: memref<4xf32>) {
    %alloca = memref.alloca() : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %view = memref.view %alloca[%c0][%c3] : memref<2048xi8> to memref<?x4xf64>
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %c0_i32, %c0_i32 : i32
    %cst = arith.constant -1.000000e+00 : f32
    cf.cond_br %0, ^bb1(%cst : f32), ^bb1(%cst : f32)
  ^bb1(%1: f32):  // 2 preds: ^bb0, ^bb0
    %from_elements = tensor.from_elements %c0_i32, %c0_i32 : tensor<2x1xi32>
    cf.switch %c0_i32 : i32, [
      default: ^bb2(%c0, %c0_i32 : index, i32),
      4294967295: ^bb3(%1 : f32),
      0: ^bb3(%1 : f32),
      3: ^bb2(%c0, %c0_i32 : index, i32)
    ]
  ^bb2(%2: index, %3: i32):  // 2 preds: ^bb1, ^bb1
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c1_0 = arith.constant 1 : index
    %4 = scf.for %arg4 = %c1 to %c5 step %c1_0 iter_args(%arg5 = %cst) -> (f32) {
      %c0_1 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %view_2 = memref.view %alloca[%c0_1][%c4] : memref<2048xi8> to memref<?x4xf64>
      scf.yield %arg5 : f32
    }
    cf.br ^bb3(%4 : f32)
  ^bb3(%5: f32):  // 3 preds: ^bb1, ^bb1, ^bb2
    return
  }
}


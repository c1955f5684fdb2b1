#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func private @ext0(i16 {llvm.zeroext}, tensor<2x?x4xi32>, f32) -> (tensor<2x4x4xf32> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @kernel_0(%arg0: memref<?x2xf32> {llvm.noundef}, %arg1: memref<4x2xi32>, %arg2: i32 {llvm.signext}) -> memref<?x?xi32> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %c5_i16 = arith.constant 5 : i16
    %0 = scf.for %arg3 = %c2 to %c6 step %c1 iter_args(%arg4 = %c5_i16) -> (i16) {
      %c10_i64 = arith.constant 10 : i64
      %4 = arith.trunci %c10_i64 : i64 to i16
      %cst = arith.constant dense<-1> : tensor<2x4x4xi32>
      %cst_1 = arith.constant dense<-13> : tensor<2x4xi32>
      %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%cst : tensor<2x4x4xi32>) outs(%cst_1 : tensor<2x4xi32>) {
      ^bb0(%in: i32, %out: i32):
        %7 = arith.addi %in, %out : i32
        linalg.yield %7 : i32
      } -> tensor<2x4xi32>
      %cst_2 = arith.constant dense<1.000000e+02> : vector<2x4x4xf32>
      %6 = arith.negf %cst_2 : vector<2x4x4xf32>
      %c-1_i16 = arith.constant -1 : i16
      scf.yield %c-1_i16 : i16
    }
    %true = arith.constant true
    cf.cond_br %true, ^bb1(%arg2 : i32), ^bb2
  ^bb1(%1: i32):  // pred: ^bb0
    %c57_i16 = arith.constant 57 : i16
    %2 = arith.cmpi sle, %c57_i16, %0 : i16
    cf.cond_br %2, ^bb4(%arg2 : i32), ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    %c2147483647_i32 = arith.constant 2147483647 : i32
    cf.cond_br %true, ^bb4(%c2147483647_i32 : i32), ^bb4(%arg2 : i32)
  ^bb4(%3: i32):  // 3 preds: ^bb1, ^bb3, ^bb3
    %c1_0 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %alloc = memref.alloc(%c1_0, %c5) : memref<?x?xi32>
    return %alloc : memref<?x?xi32>
  }
  func.func private @compute1() -> tensor<?x2xf32> {
    %0 = tensor.empty() : tensor<4x2xf32>
    %c2 = arith.constant 2 : index
    %1 = tensor.empty() : tensor<2x1xf32>
    %inserted_slice = tensor.insert_slice %1 into %0[%c2, 0] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<4x2xf32>
    %alloc = memref.alloc() : memref<2x4x4xi8>
    %cast = memref.cast %alloc : memref<2x4x4xi8> to memref<?x?x?xi8>
    %2 = arith.cmpi ult, %c2, %c2 : index
    cf.assert %2, "bounds check"
    %3 = arith.cmpi slt, %c2, %c2 : index
    %4:2 = scf.if %3 -> (i32, f32) {
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %cst = arith.constant 4.000000e+02 : f32
      scf.yield %c2147483647_i32, %cst : i32, f32
    } else {
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %cst = arith.constant 1.000000e+02 : f32
      scf.yield %c2147483647_i32, %cst : i32, f32
    }
    %c2_0 = arith.constant 2 : index
    %5 = tensor.empty(%c2_0) : tensor<?x2xf32>
    return %5 : tensor<?x2xf32>
  }
}


// ir-gen std --seed 64 --size 20
module attributes {test.module_note = "std"} {
  func.func private @ext0(tensor<4xi32>, memref<?x?xf32>, i64) -> memref<4x4xi64> attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(index) -> memref<4xi64>
  module @inner {
    func.func @helper4(%arg_1: memref<4xi64>, %v2: memref<4x?xf32>) -> (memref<2x8xi64> {test.foo = 1 : i32}, tensor<?x1xi32>) {
      %3 = arith.constant dense<-7.5> : vector<8x1xf64>
      %v4 = math.log1p %3 fastmath<reassoc,contract> : vector<8x1xf64>
      %5 = arith.constant dense<[4611686018427387903, 0, 0, 1]> : tensor<4xi64>
      %c = arith.constant 0 : index
      %9 = arith.constant 4 : index
      %10 = arith.constant 3 : index // TODO: check
      %t11 = tensor.empty(%10) : tensor<?xi64>
      %y = tensor.insert_slice %t11 into %5[%c] [%9] [1] : tensor<?xi64> into tensor<4xi64>
      %13 = arith.constant 2 : index
      %acc = tensor.empty() : tensor<1xi64>
      %inserted_slice = tensor.insert_slice %acc into %5[%13] [1] [1] : tensor<1xi64> into tensor<4xi64>
      %x_1 = memref.alloc() : memref<2x8xi64>
      %18 = arith.constant 5 : index
      %20 = tensor.empty(%18) : tensor<?x1xi32>
      return %x_1, %20 : memref<2x8xi64>, tensor<?x1xi32>
    }
  }
  func.func public @fn.0() -> (i32 {llvm.zeroext}, memref<8x1xi32>, memref<8x1xi32>) attributes {ref = @inner::@helper4} {
    %c_1 = arith.constant 4 : index
    %2 = memref.alloc(%c_1) : memref<8x?xi32>
    %c_3 = arith.constant 2147483647 : i32
    %sum = arith.constant 6 : index
    %5 = arith.constant 0 : index
    memref.store %c_3, %2[%sum, %5] : memref<8x?xi32>

    %lhs = tensor.splat %c_3 : tensor<4xi32>
    %res = arith.constant 65 : i32
    %cst = arith.constant dense<[[0, 0]]> : vector<1x2xi64>
    %v9 = arith.sitofp %cst : vector<1x2xi64> to vector<1x2xf32>
    %x10 = arith.constant 0 : i1
    // ---- comment line ----
    cf.assert %x10, ""  // note
    %11 = arith.constant -1 : i32
    %12 = arith.shli %11, %res : i32
    %x13 = arith.constant 1 : i64
    %17, %19 = scf.while (%arg = %x13, %val = %x13) : (i64, i64) -> (i64, i64) {
      %c = arith.constant 0 : i64
      %21 = arith.ori %c, %arg : i64
      %x_1 = arith.constant dense<[0.0, -1.0, 1.0, 4.0E+2]> : vector<4xf32>
      %neg = arith.negf %x_1 : vector<4xf32>
      scf.condition(%x10) %21, %c : i64, i64
    } do {
    ^bb0(%arg_24: i64, %tmp25: i64):
      %c_27 = arith.constant 6 : index
      %28 = arith.constant 5 : index
      %29 = memref.alloc(%c_27, %28) : memref<?x?xf32>
      %30 = arith.constant 0 : i64
      %r = func.call @ext0(%lhs, %29, %30) : (tensor<4xi32>, memref<?x?xf32>, i64) -> memref<4x4xi64>
      scf.yield %tmp25, %x13 : i64, i64
    }
    %cst_33 = arith.constant 0.0 : f64

    %truncf_35 = arith.truncf %cst_33 : f64 to bf16
    %37 = memref.alloc() {alignment = 16 : i64} : memref<1xi32>
 €   %38 = memref.subview %37[0] [1] [1] : memref<1xi32> to memref<1xi32, strided<[1], offset: 0>>
    %expanded = tensor.expand_shape %lhs [[0, 1]] output_shape [1, 4] : tensor<4xi32> into tensor<1x4xi32>
    %40 = memref.reinterpret_cast %37 to offset: [0], sizes: [1], strides: [1] : memref<1xi32> to memref<1xi32, strided<[1]>>
    memref.copy %40, %40 : memref<1xi32, strided<[1]>> to memref<1xi32, strided<[1]>>
    %tmp41 = tensor.expand_shape %lhs [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
    %alloc = memref.alloc() : memref<8x1xi64>
    %43 = memref.collapse_shape %alloc [[0, 1]] : memref<8x1xi64> into memref<8xi64>
    %45 = arith.constant dense<[[15], [-1], [2147483647], [-1], [1], [-13], [2147483647], [1]]> : tensor<8x1xi32>
    %48 = scf.forall (%a.b) in (8) shared_outs(%47 = %45) -> (tensor<8x1xi32>) {
      %x49 = arith.constant dense<[0]> : tensor<1xi64>
      %50 = arith.constant dense<[[-2],[1],[4611686018427387903],[42],[4611686018427387903],[4611686018427387903],[18],[1]]> : tensor<8x1xi64>
      %tmp51 = linalg.broadcast ins(%x49 : tensor<1xi64>) outs(%50 : tensor<8x1xi64>) dimensions = [0]
      %52 = tensor.empty() : tensor<1x1xi32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %52 into %47[%a.b, 0] [1, 1] [1, 1] : tensor<1x1xi32> into tensor<8x1xi32>
      }
    }
    %v53, %54 = scf.if %x10 -> (tensor<1xi32>, i32) {
      %55 = arith.constant dense<[1]> : tensor<1xi32>
      scf.yield %55, %11 : tensor<1xi32>, i32
    } else {
      %empty_56 = tensor.empty() : tensor<1xi32>
      %57 = arith.constant -1 : i32
      scf.yield %empty_56, %57 : tensor<1xi32>, i32
    }
    %c_58 = arith.constant 0 : i32
    %alloca = memref.alloca() : memref<8x1xi32> // TODO: check
    return %c_58, %alloca, %alloca : i32, memref<8x1xi32>, memref<8x1xi32>
  }
}

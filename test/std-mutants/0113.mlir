// ir-gen std --seed 282 --size 16
module {
  func.func private @ext0(memref<?x2x8xf32> {llvm.noundef, test.tag = "x"}) -> f32
  module @inner {
    func.func @helper4(%arg: memref<1x2x?xf32> {llvm.noundef}) {
      %2 = arith.constant 7 : index
      %t3 = tensor.empty(%2) : tensor<?x2x8xf32>
      %tmp4 = arith.constant 0 : index
      %5 = arith.constant 0 : index
      %c = arith.constant 5 : index
      %7 = tensor.extract %t3[%tmp4, %5, %c] : tensor<?x2x8xf32>
      %tmp10 = arith.constant 0 : index
      %rhs = arith.constant 0 : index
      %y = arith.constant 2 : index
      %extracted = tensor.extract %t3[%tmp10, %rhs, %y] : tensor<?x2x8xf32>
      %x16 = arith.constant 0 : index
      %lhs = arith.constant 0 : index
      %19 = arith.constant 0 : index
      %20 = tensor.extract %t3[%x16, %lhs, %19] : tensor<?x2x8xf32>
      func.return
    }
  }
  func.func @fn.0(%acc: memref<3x1xindex>, %x2: vector<3x1xf32>, %3: vector<1x2x8xf32>, %arg_4: memref<8xf32>) -> f32 attributes {ref = @inner::@helper4} {
    %5 = arith.constant dense<[[[0.0,1.5e-1,3.0,-0.25,0.5,3.0,-1.0,1.5e-1],[-7.5, 100.0, -0.25, 2.5, 0.0, 1.5e-1, 0.0, 0.5]]]> : tensor<1x2x8xbf16>
    // ---- comment line ----
    %6 = tensor.empty() : tensor<1x2x8xbf16>
    %lin = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x2x8xbf16>) outs(%6 : tensor<1x2x8xbf16>) {
    ^bb0(%8: bf16, %9: bf16):
      %10 = arith.addf %8, %9 : bf16
      %12 = math.absf %10 : bf16
      linalg.yield %12 : bf16
    } -> tensor<1x2x8xbf16>
    %c = arith.constant 4 : index
    %val = memref.alloca(%c) {alignment = 64} : memref<1x?x8xf32>
    %cst = arith.constant 0.5 : f32
    %18 = arith.constant 0 : index
    %t19 = arith.constant 0 : index
    %lhs = arith.constant 6 : index
    memref.store %cst, %val[%18, %t19, %lhs] : memref<1x?x8xf32>
    %23 = arith.constant false
    %cmp_24 = arith.cmpi eq, %23, %23 : i1
    %25 = arith.constant 2 : index
    %27 = arith.constant 3 : index
    %28 = arith.constant 1.0 : bf16
    %31 = scf.for %iv_29 = %25 to %18 step %27 iter_args(%tmp30 = %28) -> (bf16) {
      %32 = arith.constant dense<[[[0.0, -1.0, 1.0, 3.0, 100.0, -7.5, 3.0, -1.0], [1.0, -1.0, 4.0E+2, 0.0, -0.25, 0.0, 1.5e-1, 1.0]]]> : vector<1x2x8xf64>
      %neg = arith.negf %32 fastmath<none> : vector<1x2x8xf64>
      %tmp34 = arith.constant dense<99999999999999999999> : vector<3x1xi32>
      %rhs = arith.constant dense<[[-1], [1], [2147483647]]> : vector<3x1xi32>
      %cmp_36 = arith.cmpi ult, %tmp34, %rhs : vector<3x1xi32>
      // ---- comment line ----
      %37 = arith.constant 67 : i16
      %38 = arith.index_cast %37 : i16 to index
      %alloca_39 = memref.alloca() : memref<2x8xf32>
      %41 = memref.alloc() : memref<1x2x8xf32>
      linalg.broadcast ins(%alloca_39 : memref<2x8xf32>) outs(%41 : memref<1x2x8xf32>) dimensions = [0]
      %v42 = arith.constant 1.000000e+00 : bf16
      scf.yield %v42 : bf16
    }
    %44 = arith.constant 0 : index
    %47 = arith.constant 3 : index
    %y = arith.constant 3 : index
    %v49 = arith.constant 100.0 : f32
    %54, %55 = scf.for %iv = %44 to %47 step %y iter_args(%x51 = %47, %x52 = %v49) -> (index, f32) {
      %cst_56 = arith.constant dense<[[42],[29],[0]]> : tensor<3x1xi64>
      %57 = arith.constant dense<[[4611686018427387903, 1, -1, 17, 0, 0, 71, -1]]> : tensor<1x8xi64>
      %empty = tensor.empty() : tensor<3x8xi64>
      %lin_61 = linalg.matmul ins(%cst_56, %57 : tensor<3x1xi64>, tensor<1x8xi64>) outs(%empty : tensor<3x8xi64>) -> tensor<3x8xi64>
      %t62 = arith.constant 1.0 : f16
      %cmp_63 = arith.cmpf oge, %t62, %t62 fastmath<reassoc,contract> : f16
      %expanded = tensor.expand_shape %5 [[0], [1, 2], [3]] output_shape [1, 1, 2, 8] : tensor<1x2x8xbf16> into tensor<1x1x2x8xbf16>
      scf.yield %x51, %v49 : index, f32
    }
    %66 = arith.constant dense<[[1.000000e+00]]> : vector<1x1xf64>
    %roundeven_67 = math.roundeven %66 : vector<1x1xf64>
    %tmp68 = arith.constant dense<1.5e-1> : vector<3x1xf32>
    %alloca = memref.alloca() : memref<8xf32>
    %a.b = func.call @"fn.0"(%acc, %tmp68, %3, %alloca) : (memref<3x1xindex>, vector<3x1xf32>, vector<1x2x8xf32>, memref<8xf32>) -> (f32)
    %72 = arith.constant -1 : i16
    %73, %74 = arith.addui_extended %72, %72 : i16, i1
    %c_75 = arith.constant 0 : index
    %76 = arith.constant 1 : index
    %c_78 = arith.constant 7 : index
    %79 = tensor.insert %31 into %5[%c_75, %76, %c_78] : tensor<1x2x8xbf16>
    return %v49 : f32
  }
}

module @inner {
    func.func @helper1(%arg: i32 {llvm.noundef, test.tag = "x"}, %arg_2: memref<2x3xf16>) {
        %alloc_3 = memref.alloc() : memref<4x2xf32>
        linalg.transpose ins(%alloc_3 : memref<4x2xf32>) outs(%alloc_3 : memref<4x2xf32>) permutation = [0, 1]
        %y = tensor.empty() : tensor<4x2xi32>
        %x5 = tensor.collapse_shape %y [[0, 1]] : tensor<4x2xi32> into tensor<8xi32>
        %6 = memref.alloc() : memref<2x3xi32>
        %c_7 = arith.constant 1 : index
        %8 = memref.dim %6, %c_7 : memref<2x3xi32>
        func.return
    }
}
func.func @f0(%v1: i32, %x2: index) -> (i32 {llvm.noundef}) {
    %t3 = arith.constant dense<[[[3.0,1.0,0.5,1.000000e+00]]]> : tensor<1x1x4xf32>
    %t4 = arith.constant dense<-7.5> : tensor<1x1xf32>
    %5 = linalg.reduce ins(%t3 : tensor<1x1x4xf32>) outs(%t4 : tensor<1x1xf32>) dimensions = [2]
        (%in: f32, %7: f32) {
            %lhs = arith.addf %in, %7 : f32
            linalg.yield %lhs : f32
        }
    %v9 = arith.constant dense<[1.000000e+00,100.0,-1.0]> : tensor<3xf32>
    %tmp10 = tensor.empty() : tensor<2x3xf32>
    %res = linalg.broadcast ins(%v9 : tensor<3xf32>) outs(%tmp10 : tensor<2x3xf32>) dimensions = [0]
    %t12 = arith.constant dense<[[2147483647,0], [45, -1], [-1,-1], [6, -1]]> : tensor<4x2xi32>
    %extracted_slice = tensor.extract_slice %t12[1, 0] [2, 1] [1, 1] : tensor<4x2xi32> to tensor<2x1xi32>    // keep
    %c_14 = arith.constant 24 : index
    %15 = arith.constant 0 : index
    %x16 = arith.cmpi sle, %c_14, %15 : index
    %t17 = arith.constant 1.5e-1 : f64
    %sel_18 = arith.select %x16, %t17, %t17 : f64
    %19 = memref.alloc() {alignment = 16 : i64} : memref<4xi32>
    %20 = arith.constant 1 : index
    %21 = memref.load %19[%20] : memref<4xi32>
    return %v1 : i32
}
func.func public @kernel_1(%acc: index, %2: memref<2x3xi32>, %3: i32, %4: vector<2x3xi32>) attributes {ref = @inner::@helper1} {
    %5 = arith.constant 4.0E+2 : f16
    %6 = math.isnormal %5 : f16
    cf.assert %6, "bounds check"
    %7 = tensor.empty() : tensor<2x3xi32>
    %c = arith.constant 0 : index
    %c_9 = arith.constant 1 : index
    %10 = tensor.extract %7[%c, %c_9] : tensor<2x3xi32>
    %tmp11 = arith.constant 4.0E+2 : f32
    %log_12 = math.log %tmp11 fastmath<reassoc,contract> : f32
    %13 = arith.constant 0 : index
    %x15 = arith.constant 5 : index
    %res = arith.constant 1 : index
    // ---- comment line ----
    scf.for %iv = %13 to %x15 step %res {
    }
    return
}

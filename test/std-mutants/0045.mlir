!tensor0 = tensor<4xi64>
!buf1 = memref<1x8xi64>
!tensor2 = tensor<2xi64>
!vec3 = vector<1x8xindex>
!tensor4 = tensor<1x8xf16>
!buf5 = memref<1x8xindex>
!tensor6 = tensor<1x3xi32>
!buf7 = memref<1x4xbf16>
module attributes {test.module_note = "std"} {
    memref.global @g0 : memref<1x4xbf16> = uninitialized
    func.func private @ext0(i64, index) -> index
    func.func @compute0(%1: vector<4xi8> {llvm.noundef, test.tag = "x"}) -> f64 {
        %2 = arith.constant 0 : i1
        %r_3 = scf.if %2 -> i64 {
            %4 = tensor.empty() : tensor<4xi64>
            %5 = arith.constant 2 : index

            %extracted = tensor.extract %4[%5] : !tensor0
            %alloca_7 = memref.alloca() : !buf1
            memref.dealloc %alloca_7 : memref<1x8xi64>
            scf.yield %extracted : i64
        } else {
            %cst_8 = arith.constant dense<1> : vector<4xi32>

            %cmp = arith.cmpi ugt, %cst_8, %cst_8 : vector<4xi32>
            %res = arith.constant 0 : i64
            scf.yield %res : i64

        }
        %sum = arith.constant dense<[-15,0]> : !tensor2
        %extracted_slice = tensor.extract_slice %sum[1] [1] [1] : tensor<2xi64> to tensor<1xi64>
        %alloc = memref.alloc() : memref<4xf32>

        %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32, strided<[2, 1]>>
        %val = arith.constant -1 : i32
        %tmp17 = arith.remui %val, %val : i32 // TODO: check
        %18 = arith.constant 0.5 : f64
        return %18 : f64
    }
    func.func @f1(%1: i64, %arg_2: memref<4xi64>, %arg: i64) -> (i16, index {test.foo = 1 : i32}, !vec3) attributes {llvm.emit_c_interface, note = "generated"} {
        %empty = tensor.empty() : tensor<8xf16>
        %acc = tensor.empty() : tensor<1x8xf16>
        %lin = linalg.broadcast ins(%empty : tensor<8xf16>) outs(%acc : !tensor4) dimensions = [0]
        cf.br ^bb1
    ^bb1:
        %7 = memref.alloc() : !buf5
        %rhs = arith.constant -1 : index
        %c = arith.constant 0 : index
        %c_11 = arith.constant 7 : index
        memref.store %rhs, %7[%c, %c_11] : memref<1x8xindex>
        cf.br ^then2(%c_11 : index)
    ^then2(%ba_12: index):
        %cst = arith.constant dense<1.5e-1> : tensor<1x8xf64>

        %lin_14 = linalg.transpose ins(%cst : tensor<1x8xf64>) outs(%cst : tensor<1x8xf64>) permutation = [0, 1]
        %v15 = arith.constant 0x1 : i32
        %cmp = arith.cmpf ne, %v15, %v15 : i32
        %tmp17 = arith.constant 1.5e-1 : f64
        cf.cond_br %cmp, ^exit4(%tmp17 : f64), ^exit3(%tmp17 : f64)
    ^exit3(%18: f64):
        %19 = tensor.empty() : !tensor6
        %a.b = tensor.empty() : tensor<3x1xi32>
        %val = linalg.transpose ins(%19 : tensor<1x3xi32>) outs(%a.b : tensor<3x1xi32>) permutation = [1, 0]
        %24 = arith.constant -7 : i32
        cf.switch %24 : i32, [default: ^exit4(%18 : f64), 3: ^exit4(%18 : f64), 4: ^exit4(%18 : f64), 7: ^exit4(%18 : f64)]
    ^exit4(%ba_25: f64):
        %v26 = memref.get_global @g0 : !buf7
        %27 = arith.constant 1 : i16
        %28 = arith.constant 0 : index
        %cst_29 = arith.constant dense<75> : !vec3  // note
        func.return %27, %28, %cst_29 : i16, index, !vec3
    }
}
